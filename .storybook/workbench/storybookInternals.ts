/**
 * The only file of the workbench that reaches into `storybook/internal/*` (APIs Storybook may change
 * in a minor release): the indexer's types and the CSF parser that reads a workbench file's stories.
 */
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer, IndexInput } from 'storybook/internal/types';

export type { Indexer, IndexInput };

/** The named story exports of a CSF source, read statically (nothing runs). */
export function csfStoryNames(
  source: string,
  fileName: string,
  title: string,
): { exportName: string; name?: string }[] {
  const csf = loadCsf(source, { fileName, makeTitle: () => title }).parse();
  return Object.entries(csf._stories).map(([exportName, story]) => ({ exportName, name: story.name }));
}
