/**
 * Where the ids of the sample world sit in a sentence: a shipment `SH-2026-009`, a tracking number
 * `SRT-2026-001866`, a batch `B-2026-1107`, an entry `TX-2026-0148`, a reference `DEC-SH-2026-006`,
 * each with the `#` written before it, or a vehicle's or standard's code `AGV-7`, `ERC-20`. Capital
 * letters, then parts joined by hyphens, the last one at least three digits; or at least two capitals
 * and one part of digits. A sentence is cut into its text and its ids, so each id can be shown as one unit
 * (`IdText`, src/components/primitives/IdText.tsx). A loop, not a regex: it stays linear on any paste.
 */
export interface SentencePart {
  text: string;
  /** The part is an id (with its `#` when the sentence writes one). */
  id: boolean;
}

const isCapital = (char: string | undefined) => char !== undefined && char >= 'A' && char <= 'Z';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isIdChar = (char: string | undefined) => isCapital(char) || isDigit(char);
/** A character an id may not follow or precede directly (it would be part of a longer word). */
const isWordChar = (char: string | undefined) =>
  char !== undefined && (isIdChar(char) || char === '-' || (char >= 'a' && char <= 'z') || char === '_');

/** The end of the id that starts at `start` (a capital letter), or -1 when none starts there. */
function idEnd(text: string, start: number): number {
  let index = start;
  while (isCapital(text[index])) index += 1;
  const capitals = index - start;
  let parts = 0;
  let lastDigits = 0;
  while (text[index] === '-' && isIdChar(text[index + 1])) {
    index += 1;
    const partStart = index;
    let digits = true;
    while (isIdChar(text[index])) {
      digits &&= isDigit(text[index]);
      index += 1;
    }
    parts += 1;
    lastDigits = digits ? index - partStart : 0;
  }
  const code = parts === 1 && capitals >= 2 && lastDigits > 0;
  if (parts === 0 || (lastDigits < 3 && !code) || isWordChar(text[index])) return -1;
  return index;
}

/** The sentence as text and ids, in order; joined, the parts are the sentence unchanged. */
export function splitIds(text: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const hash = char === '#' && isCapital(text[index + 1]);
    const start = hash ? index + 1 : index;
    if ((hash || isCapital(char)) && !isWordChar(text[index - 1])) {
      const end = idEnd(text, start);
      if (end > 0) {
        if (index > plainStart) parts.push({ text: text.slice(plainStart, index), id: false });
        parts.push({ text: text.slice(index, end), id: true });
        plainStart = end;
        index = end;
        continue;
      }
    }
    index += 1;
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), id: false });
  return parts;
}
