import type { Theme } from '@emotion/react';
import { withIds } from '../primitives/IdText';

export interface DeclarationPrintViewProps {
  /** "Customs declaration CC-2026-001". */
  heading: string;
  /** Shipment and tariff figures. */
  rows: readonly { id: string; label: string; value: string }[];
  documentsHeading: string;
  documents: readonly { id: string; name: string; status: string }[];
  /** "Printed from Silk Road Trade · 22 Nov 2026". */
  footer: string;
}

/**
 * The declaration as printed: hidden on screen, the only content of the page in print (the screen's
 * print stylesheet hides the app chrome and the interactive panels).
 */
export function DeclarationPrintView({
  heading,
  rows,
  documentsHeading,
  documents,
  footer,
}: DeclarationPrintViewProps) {
  return (
    <article css={styles.root} data-print-view="customs-declaration" aria-label={heading}>
      <h2 css={styles.heading}>{withIds(heading)}</h2>
      <table css={styles.table}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 css={styles.subheading}>{documentsHeading}</h3>
      <table css={styles.table}>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row">{document.name}</th>
              <td>{document.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p css={styles.footer}>{footer}</p>
    </article>
  );
}

const styles = {
  root: {
    display: 'none',
    '@media print': { display: 'block', color: '#000', background: '#fff' },
  },
  heading: { fontSize: 20, fontWeight: 700, marginBlockEnd: 12 },
  subheading: { fontSize: 16, fontWeight: 700, marginBlock: '16px 8px' },
  table: (theme: Theme) => ({
    inlineSize: '100%',
    borderCollapse: 'collapse' as const,
    '& th, & td': {
      textAlign: 'start' as const,
      padding: theme.space(1, 2),
      border: '1px solid #999',
      overflowWrap: 'anywhere' as const,
    },
    '& th': { inlineSize: '40%', fontWeight: 600 },
  }),
  footer: { marginBlockStart: 16, fontSize: 12 },
};
