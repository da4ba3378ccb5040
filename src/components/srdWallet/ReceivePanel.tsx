import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { formSummary } from '../primitives/formStyles';
import { Icon } from '../primitives/Icon';
import { TextField } from '../primitives/TextField';

export type ReceiveField = 'amount' | 'reference';

export interface ReceivePanelLabels {
  heading: string;
  description: string;
  amount: string;
  amountHint: string;
  reference: string;
  referenceHint: string;
  link: string;
  noLink: string;
  copy: string;
  copied: string;
  share: string;
  qr: string;
}

export interface ReceivePanelProps {
  labels: ReceivePanelLabels;
  amount: string;
  reference: string;
  amountError?: string;
  referenceError?: string;
  /** The payment link, or null while an input is invalid. */
  link: string | null;
  copied: boolean;
  /** False where the browser has no share sheet: the Share button is not shown. */
  canShare: boolean;
  /** The QR code of the link (loaded with the tab). */
  qr?: ReactNode;
  onChange: (field: ReceiveField, value: string) => void;
  onCopy: () => void;
  onShare: () => void;
}

/** The receive tab: optional amount and reference make a payment link to copy, share or scan. */
export function ReceivePanel({
  labels,
  amount,
  reference,
  amountError,
  referenceError,
  link,
  copied,
  canShare,
  qr,
  onChange,
  onCopy,
  onShare,
}: ReceivePanelProps) {
  return (
    <Card as="section" aria-labelledby="wallet-receive-heading" data-state={link ? 'ready' : 'invalid'}>
      <CardHeader id="wallet-receive-heading" title={labels.heading} description={labels.description} />
      <div css={styles.layout}>
        <div css={styles.fields}>
          <TextField
            label={labels.amount}
            hint={labels.amountHint}
            value={amount}
            onChange={(value) => onChange('amount', value)}
            error={amountError}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
          />
          <TextField
            label={labels.reference}
            hint={labels.referenceHint}
            value={reference}
            onChange={(value) => onChange('reference', value)}
            error={referenceError}
            autoComplete="off"
          />
          <div css={styles.linkBox}>
            <h3 css={styles.linkHeading}>{labels.link}</h3>
            {link ? (
              <code css={styles.link} data-testid="wallet-payment-link" translate="no">
                {link}
              </code>
            ) : (
              <p css={styles.noLink}>{labels.noLink}</p>
            )}
            <div css={styles.actions}>
              <Button type="button" onClick={onCopy} disabled={!link} data-state={copied ? 'copied' : 'idle'}>
                <Icon name={copied ? 'check' : 'copy'} size={16} />
                {labels.copy}
              </Button>
              {canShare ? (
                <Button type="button" onClick={onShare} disabled={!link}>
                  <Icon name="share" size={16} />
                  {labels.share}
                </Button>
              ) : null}
              <span role="status" css={styles.copied}>
                {copied ? labels.copied : ''}
              </span>
            </div>
          </div>
        </div>
        <figure css={styles.qr}>
          {link ? qr : null}
          <figcaption css={styles.caption}>{labels.qr}</figcaption>
        </figure>
      </div>
    </Card>
  );
}

const styles = {
  layout: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
  }),
  fields: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  linkBox: formSummary,
  linkHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  link: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
    direction: 'ltr' as const,
    unicodeBidi: 'isolate' as const,
    textAlign: 'start' as const,
  }),
  noLink: (theme: Theme) => ({ margin: 0, color: theme.roles.danger.text, fontSize: theme.fontSizes.sm }),
  actions: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  copied: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  qr: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(2),
    minInlineSize: 200,
  }),
  caption: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
