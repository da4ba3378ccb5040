/**
 * The hand-written docs pages (MDX in stories/) compile: `npm test` builds Storybook for its story tests
 * without the docs (`storybook build --test`), so this is where a page that no longer parses fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import loader from '@storybook/addon-docs/mdx-loader';
import { describe, expect, it } from 'vitest';

/** Storybook's own MDX compiler, as its build calls it. */
function compileMdx(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
      getOptions: () => ({}),
      resourcePath: path,
    };
    void loader.call(context, readFileSync(path, 'utf8'));
  });
}

const pages = readdirSync('stories', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `stories/${file}`);

describe('docs pages', () => {
  it('are found', () => {
    expect(pages).toContain('stories/Introduction.mdx');
  });

  it.each(pages)('%s compiles', async (path) => {
    await expect(compileMdx(path)).resolves.toContain('MDXContent');
  });
});
