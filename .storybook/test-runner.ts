import type { TestRunnerConfig } from '@storybook/test-runner';

/** jest-playwright's default page size; stories without a viewport of their own get it back. */
const defaultViewport = { width: 1280, height: 720 };

type ViewportOptions = Record<string, { styles: { width: string; height: string } }>;

/** What the story's `parameters` and pinned `globals` look like from here. */
interface StoryShape {
  parameters?: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
}

/** The parts of the preview page used here: Storybook's channel and the test-runner's page helper. */
interface PreviewPage {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
  __getContext: (storyId: string) => Promise<StoryShape>;
}

/** `globals.viewport` of a story: a key of `parameters.viewport.options` or `"<width>-<height>"`. */
function viewportOf(story: StoryShape) {
  const global = story.storyGlobals?.viewport as { value?: string } | string | undefined;
  const value = typeof global === 'string' ? global : global?.value;
  if (!value) return defaultViewport;
  const options = (story.parameters?.viewport as { options?: ViewportOptions } | undefined)?.options ?? {};
  const styles = options[value]?.styles;
  const [width, height] = styles ? [styles.width, styles.height] : value.split('-');
  const size = { width: Number.parseInt(width ?? '', 10), height: Number.parseInt(height ?? '', 10) };
  return Number.isFinite(size.width) && Number.isFinite(size.height) ? size : defaultViewport;
}

const config: TestRunnerConfig = {
  /**
   * Opens the preview like the default `prepare` does. `SB_GLOBALS` (e.g. `theme:dark;locale:ar`)
   * then sets toolbar globals for the whole run, to audit every story in the dark theme or in Arabic;
   * stories that pin a global keep theirs.
   */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    const globals = process.env.SB_GLOBALS;
    if (globals) {
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in globalThis);
      await page.evaluate(
        // Runs in the page: only the type cast may refer to this file.
        (update) =>
          (globalThis as unknown as PreviewPage).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
            globals: update,
          }),
        Object.fromEntries(
          globals.split(';').map((pair): [string, string] => {
            const [name = '', value = ''] = pair.split(':');
            return [name, value];
          }),
        ),
      );
    }
  },
  /** The test-runner ignores the viewport toolbar: size the page the way the story asks. */
  async preVisit(page, context) {
    // The preview page may still be reading the index (first story of a worker on a busy machine):
    // reading the story store before then throws SB_PREVIEW_API_0011, so wait for it.
    await page.waitForFunction(
      () =>
        Boolean(
          (globalThis as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
            .__STORYBOOK_PREVIEW__?.storyStoreValue,
        ),
      undefined,
      { timeout: 15_000 },
    );
    // What `getStoryContext` from '@storybook/test-runner' does, without loading that whole package
    // (and Storybook's node internals) once more for every stories file.
    const story = await page.evaluate(
      (storyId) => (globalThis as unknown as PreviewPage).__getContext(storyId),
      context.id,
    );
    await page.setViewportSize(viewportOf(story));
  },
};

export default config;
