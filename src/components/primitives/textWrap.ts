/**
 * Prose and names wrap between words, hyphenated in the page's language where the browser can; a word
 * is cut only when it is wider than its whole box. Spread it into the text's own style.
 */
export const wrapWords = { overflowWrap: 'break-word' as const, hyphens: 'auto' as const };
