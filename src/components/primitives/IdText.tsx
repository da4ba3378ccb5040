import type { ReactNode } from 'react';
import { splitIds } from '../../i18n/idText';

/**
 * An id in running text (`#SH-2026-009`, `SRT-2026-001866`) as one unit in every language: isolated
 * left to right with its `#` (a `bdi`, so an Arabic line neither reorders it nor moves the `#` to its
 * end), and never broken across lines. Every id that sits in a sentence is shown through it.
 */
export function IdText({ children }: { children: string }) {
  return (
    <bdi dir="ltr" data-id-text="" css={styles.id}>
      {children}
    </bdi>
  );
}

/**
 * A translated sentence with each id in it shown as an `IdText`; the words around stay as they are.
 * Anything but text (an element, nothing) is given back as it is.
 */
export function withIds(sentence: ReactNode): ReactNode {
  if (typeof sentence !== 'string') return sentence;
  const parts = splitIds(sentence);
  if (!parts.some((part) => part.id)) return sentence;
  return parts.map((part, index) => (part.id ? <IdText key={index}>{part.text}</IdText> : part.text));
}

const styles = {
  id: { whiteSpace: 'nowrap' as const },
};
