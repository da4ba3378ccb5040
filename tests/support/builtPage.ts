/** What the browser tests read off a built page's HTML text. */
// With its extension: playwright.config.ts loads this file too.
import { bootElementId } from '../../src/app/boot.ts';

/** The sample world's day a built page was prerendered on (from its boot data), if it was. */
export function prerenderDayOf(html: string): string | undefined {
  const start = html.indexOf(`id="${bootElementId}">`);
  if (start < 0) return undefined;
  const from = start + bootElementId.length + 6;
  try {
    const boot: unknown = JSON.parse(html.slice(from, html.indexOf('</script>', from)));
    const day = typeof boot === 'object' && boot !== null && 'day' in boot ? boot.day : undefined;
    return typeof day === 'string' ? day : undefined;
  } catch {
    return undefined;
  }
}
