export interface WidestLabelProps {
  /** The label shown. */
  label: string;
  /** Every label this place can show (each tier's, each state's): it keeps the widest one's width. */
  labels?: readonly string[];
}

/**
 * A label as wide as the widest it can show, so a label that changes (a returning member's tier shown
 * once the app is live, a button's state) moves nothing beside it and wraps nothing under it. The other
 * labels are generated text, a line each in one hidden, flat cell under the label: neither the
 * element's text nor (their alternative is empty) its accessible name.
 */
export function WidestLabel({ label, labels = [] }: WidestLabelProps) {
  return (
    <span css={styles.cell} data-widths={labels.join('\n')}>
      <span>{label}</span>
    </span>
  );
}

const styles = {
  cell: {
    display: 'inline-grid',
    justifyItems: 'center',
    '& > *, &::after': { gridArea: '1 / 1' },
    '&::after': {
      content: 'attr(data-widths) / ""',
      whiteSpace: 'pre' as const,
      visibility: 'hidden' as const,
      blockSize: 0,
      overflow: 'hidden',
    },
  },
};
