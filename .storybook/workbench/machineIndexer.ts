/**
 * How every machine appears in Storybook's "Machines" section without being listed anywhere.
 *
 * `.storybook/main.ts` adds `../src/machines/*.machine.ts` to `stories` and puts `machineIndexer`
 * first in `experimental_indexers`. For each machine file it returns index entries whose `importPath`
 * is a virtual module, `virtual:machine-stories/<name>` (Storybook 10 imports `virtual:` paths as they
 * are). `machineStoriesPlugin`, a Vite plugin, writes that module: it imports the machine, its
 * workbench file `machines/<name>.workbench.tsx` (required when the machine declares `input` or
 * takes events with fields: `eventFields.ts` reads which from the machine's source) and
 * `composeMachineStories`, and exports the stories `Live` + one per named export of the workbench
 * file (read statically with Storybook's own CSF parser, so the index knows them before the browser
 * runs anything).
 *
 * Why not a plain CSF file: CSF exports are static, so one file cannot grow a story per machine, and
 * one CSF file per machine would be a hand-kept list. The machine files stay untouched.
 * The test-runner must read Storybook's index (`--index-json`) to see these stories: in its default
 * file mode it parses `*.stories.*` files itself and would not know them (scripts/test-all.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { eventFieldsOf } from './eventFields.ts';
import { csfStoryNames, type Indexer, type IndexInput } from './storybookInternals.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const virtualPrefix = 'virtual:machine-stories/';
const resolvedPrefix = `\0${virtualPrefix}`;

const machineFilePattern = /\.machine\.ts$/;

/** `toastQueue` → `ToastQueue`: the sidebar name under Machines. */
const machineTitle = (name: string) => `Machines/${name.charAt(0).toUpperCase()}${name.slice(1)}`;

const workbenchFileOf = (name: string, projectRoot = root) =>
  join(projectRoot, '.storybook/workbench/machines', `${name}.workbench.tsx`);

/**
 * Whether a machine's source declares an `input` type (`types: { input: {} as XInput }`): such a
 * machine cannot start without the input its workbench file gives.
 */
export const declaresInput = (source: string): boolean =>
  /^\s*input:\s*(?:\{\}|undefined)\s+as\s/m.test(source);

/** The named exports of a workbench file (its extra stories), from a static parse. */
function workbenchStoryNames(name: string, projectRoot = root): { exportName: string; name?: string }[] {
  const file = workbenchFileOf(name, projectRoot);
  if (!existsSync(file)) return [];
  return csfStoryNames(readFileSync(file, 'utf8'), file, machineTitle(name));
}

/** Index entries of one machine file; none when it exports no `xxxMachine`. */
export function machineIndexInputs(fileName: string, projectRoot = root): IndexInput[] {
  const name = basename(fileName).replace(machineFilePattern, '');
  if (!/export const \w+Machine\b/.test(readFileSync(fileName, 'utf8'))) return [];
  const base = { type: 'story' as const, importPath: `${virtualPrefix}${name}`, title: machineTitle(name) };
  return [
    { ...base, exportName: 'Live', name: 'Live', tags: ['machine'] },
    ...workbenchStoryNames(name, projectRoot).map((story) => ({ ...base, ...story, tags: ['machine'] })),
  ];
}

export const machineIndexer: Indexer = {
  test: machineFilePattern,
  createIndex: (fileName) => Promise.resolve(machineIndexInputs(fileName)),
};

/** The CSF module of one machine's stories. */
export function machineStoriesModule(name: string, projectRoot = root): string {
  const machineFile = join(projectRoot, 'src/machines', `${name}.machine.ts`);
  const workbenchFile = workbenchFileOf(name, projectRoot);
  const hasWorkbench = existsSync(workbenchFile);
  const source = readFileSync(machineFile, 'utf8');
  const needsInput = declaresInput(source);
  const eventFields = eventFieldsOf(source, machineFile);
  const exports = ['Live', ...workbenchStoryNames(name, projectRoot).map((story) => story.exportName)];
  return [
    `import * as machineModule from ${JSON.stringify(machineFile)};`,
    hasWorkbench ? `import * as workbench from ${JSON.stringify(workbenchFile)};` : 'const workbench = {};',
    `import { composeMachineStories } from ${JSON.stringify(join(here, 'machineStories.tsx'))};`,
    `const stories = composeMachineStories({ name: ${JSON.stringify(name)}, title: ${JSON.stringify(machineTitle(name))}, machineModule, workbench, hasWorkbench: ${hasWorkbench}, needsInput: ${needsInput}, eventFields: ${JSON.stringify(eventFields)} });`,
    'export default stories.meta;',
    ...exports.map(
      (exportName) => `export const ${exportName} = stories.story(${JSON.stringify(exportName)});`,
    ),
    `export const __namedExportsOrder = ${JSON.stringify(exports)};`,
  ].join('\n');
}

export function machineStoriesPlugin(projectRoot = root): Plugin {
  return {
    name: 'silk-road:machine-stories',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      const workbenchFile = workbenchFileOf(name, projectRoot);
      if (existsSync(workbenchFile)) this.addWatchFile(workbenchFile);
      return machineStoriesModule(name, projectRoot);
    },
  };
}
