// @vitest-environment node
/**
 * No regular expression in src can take more than linear time on a long input (a pasted 100 kB run).
 * A small structural check of every regex literal (and `new RegExp('literal')`) in src, with the
 * TypeScript parser already in the project, instead of a dependency. It flags the three shapes that
 * backtrack on a long run of one character:
 *
 * - nested: an unbounded quantifier inside a group that is itself unboundedly repeated, `(a+)+`;
 * - adjacent: two unbounded quantifiers over characters they share, with only optional parts between,
 *   `\d+\.?\d*` (on "1111…x" every split of the run is tried);
 * - unanchored lead: a pattern (or an alternative of it) that does not start with `^`, starts with an
 *   unbounded quantifier and must then match more, `-+$` (retried from every character of the run).
 *
 * It is a heuristic (character sets are sampled, groups count as the union of their parts): a pattern
 * it flags is rewritten as a loop or a split, as src/data/decimal.ts and documentFileName do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Atom {
  /** Characters this atom can match (sampled). */
  chars: Set<string>;
  min: number;
  unbounded: boolean;
  /** For a group: its alternatives, each a sequence of atoms. */
  alternatives?: Atom[][];
  anchor?: boolean;
}

const samples = [
  ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
  '\u00a0',
  '\u2009',
  'é',
  '中',
  '−',
];

function charsOf(source: string, flags: string): Set<string> {
  const pattern = new RegExp(`^(?:${source})$`, flags.replace(/[gy]/g, ''));
  return new Set(samples.filter((char) => pattern.test(char)));
}

/** Index just past the character class starting at `start` ('['). */
function classEnd(source: string, start: number): number {
  let index = start + 1;
  if (source[index] === '^') index += 1;
  if (source[index] === ']') index += 1;
  while (index < source.length && source[index] !== ']') index += source[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Index just past the group starting at `start` ('('). */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 2;
    else if (char === '[') index = classEnd(source, index);
    else {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      index += 1;
      if (depth === 0) return index;
    }
  }
  return index;
}

/** Splits at top-level `|`. */
function alternativesOf(source: string): string[] {
  const parts: string[] = [];
  let from = 0;
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') index += 2;
    else if (char === '[') index = classEnd(source, index);
    else if (char === '(') index = groupEnd(source, index);
    else {
      if (char === '|') {
        parts.push(source.slice(from, index));
        from = index + 1;
      }
      index += 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

function parseSequence(source: string, flags: string): Atom[] {
  const atoms: Atom[] = [];
  let index = 0;
  while (index < source.length) {
    const start = index;
    const char = source[index];
    let atom: Atom;
    if (char === '^' || char === '$') {
      atoms.push({ chars: new Set(), min: 0, unbounded: false, anchor: true });
      index += 1;
      continue;
    }
    if (char === '\\' && (source[index + 1] === 'b' || source[index + 1] === 'B')) {
      index += 2;
      continue;
    }
    if (char === '(') {
      const end = groupEnd(source, index);
      let inner = source.slice(index + 1, end - 1);
      const lookaround = /^\?<?[=!]/.test(inner);
      inner = inner.replace(/^\?(?::|<?[=!]|<[A-Za-z]\w*>)/, '');
      index = end;
      const alternatives = alternativesOf(inner).map((part) => parseSequence(part, flags));
      if (lookaround) {
        // Zero-width: contributes nothing to the run; its own inside is still checked.
        atoms.push({ chars: new Set(), min: 0, unbounded: false, alternatives, anchor: true });
        continue;
      }
      const chars = new Set(alternatives.flat().flatMap((inside) => [...inside.chars]));
      atom = { chars, min: 1, unbounded: false, alternatives };
    } else {
      if (char === '[') index = classEnd(source, index);
      else if (char === '\\')
        index += source[index + 1] === 'u' && source[index + 2] === '{' ? source.indexOf('}', index) + 1 : 2;
      else index += 1;
      atom = { chars: charsOf(source.slice(start, index), flags), min: 1, unbounded: false };
    }
    const quantifier = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(index));
    if (quantifier) {
      const [text, low, comma, high] = quantifier;
      const head = text[0];
      atom.min = head === '*' || head === '?' ? 0 : head === '+' ? 1 : Number(low);
      atom.unbounded = head === '*' || head === '+' || (comma !== undefined && high === '');
      index += text.length;
    }
    atoms.push(atom);
  }
  return atoms;
}

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((char) => b.has(char));

/** Characters a sequence can start with: its atoms up to the first required one. */
function startChars(atoms: Atom[]): Set<string> {
  const chars = new Set<string>();
  for (const atom of atoms) {
    if (atom.anchor) continue;
    for (const char of atom.chars) chars.add(char);
    if (atom.min > 0) break;
  }
  return chars;
}

/** Characters an atom's match can start with (a group: what its alternatives start with). */
const atomStartChars = (atom: Atom): Set<string> =>
  atom.alternatives ? new Set(atom.alternatives.flatMap((inside) => [...startChars(inside)])) : atom.chars;

/**
 * A repeated group's inside can match one text in several ways when it holds an unbounded run over
 * characters that can also start the next repetition: `(a+)+`, `(\d+\.?)*`. `(-[a-z]+)*` is fine:
 * each repetition starts with a dash that the run cannot take.
 */
function repeatsAmbiguously(inside: Atom[]): boolean {
  const starts = startChars(inside);
  const runs = (atoms: Atom[]): Atom[] =>
    atoms.flatMap((atom) => [...(atom.unbounded ? [atom] : []), ...(atom.alternatives ?? []).flatMap(runs)]);
  return runs(inside).some((run) => overlaps(run.chars, starts));
}

/** What is wrong with a sequence (and its groups), or null. */
function problemOf(atoms: Atom[], topLevel: boolean): string | null {
  for (const atom of atoms) {
    if (atom.alternatives) {
      if (atom.unbounded && atom.alternatives.some((inside) => repeatsAmbiguously(inside)))
        return 'nested unbounded quantifiers';
      for (const alternative of atom.alternatives) {
        const inner = problemOf(alternative, false);
        if (inner) return inner;
      }
    }
  }
  for (let i = 0; i < atoms.length; i += 1) {
    const first = atoms[i];
    if (!first?.unbounded) continue;
    for (let j = i + 1; j < atoms.length; j += 1) {
      const next = atoms[j];
      if (!next || next.anchor) break;
      if (next.unbounded && overlaps(first.chars, atomStartChars(next)))
        return 'adjacent unbounded quantifiers';
      if (next.min > 0) break;
    }
  }
  const lead = atoms[0];
  if (topLevel && lead?.unbounded && atoms.length > 1) return 'unanchored unbounded lead';
  return null;
}

function regexProblem(source: string, flags: string): string | null {
  for (const alternative of alternativesOf(source)) {
    const problem = problemOf(parseSequence(alternative, flags), true);
    if (problem) return problem;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Found {
  where: string;
  source: string;
  flags: string;
}

function regexesIn(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    const where = () => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const slash = literal.lastIndexOf('/');
      found.push({ where: where(), source: literal.slice(1, slash), flags: literal.slice(slash + 1) });
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.[0] &&
      (ts.isStringLiteral(node.arguments[0]) || ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    ) {
      found.push({ where: where(), source: node.arguments[0].text, flags: '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the regex check itself', () => {
  it.each([
    ['(a+)+', 'nested unbounded quantifiers'],
    ['^(\\d+\\.?)*$', 'nested unbounded quantifiers'],
    ['^\\d+\\.?\\d*$', 'adjacent unbounded quantifiers'],
    ['^\\s*\\s+x', 'adjacent unbounded quantifiers'],
    ['^-+|-+$', 'unanchored unbounded lead'],
    ['\\s+$', 'unanchored unbounded lead'],
  ])('flags %s', (source, problem) => {
    expect(regexProblem(source, '')).toBe(problem);
  });

  it.each([
    '^\\d+$',
    '^\\d+\\.\\d+$', // a required dot between the runs: one way to split
    '^[A-Za-z0-9\\-_.:]+$',
    '[^a-z0-9]+',
    '\\s+',
    '^(\\d{4})-(\\d{2})-(\\d{2})$',
    '^TX-SEND-(\\d+)$',
    '^[a-z]+(?:-[a-z]+)*$', // each repetition starts with a dash the run before cannot take
    '\\.\\d{3}Z$',
  ])('lets %s through', (source) => {
    expect(regexProblem(source, '')).toBeNull();
  });

  it('reads a regex that backtracks quadratically on a long run as a problem', () => {
    // -+$ on a long run of dashes that does not end the text tries every start: quadratic time.
    expect(regexProblem('-+$', '')).not.toBeNull();
  });
});

describe('regular expressions in src', () => {
  const found = sourceFiles(join(__dirname, '../../src')).flatMap(regexesIn);

  it('finds the regexes of src', () => {
    expect(found.length).toBeGreaterThan(20);
  });

  it('has none that backtracks on a long run of one character', () => {
    const flagged = found
      .map((regex) => ({ ...regex, problem: regexProblem(regex.source, regex.flags) }))
      .filter((regex) => regex.problem !== null)
      .map((regex) => `${regex.where} /${regex.source}/${regex.flags}: ${regex.problem}`);
    expect(flagged).toEqual([]);
  });
});
