import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Dialog } from '../primitives/Dialog';
import { ItemLink } from '../primitives/ItemLink';
import { ProgressBar } from '../primitives/ProgressBar';
import { bareList } from '../primitives/plainList';

export interface ContractDetailsView {
  id: string;
  parties: readonly string[];
  statusLabel: string;
  statusTone: 'success' | 'warning';
  value: string;
  milestones: string;
  milestonePercent: number;
  template: string;
  gas: string;
  /** The contract's transactions on chain, each a link to it on the blockchain monitor. */
  transactions?: readonly { id: string; text: string; href: string }[];
}

export interface ContractDetailsDialogProps {
  contract: ContractDetailsView | null;
  labels: {
    title: (id: string) => string;
    close: string;
    parties: string;
    status: string;
    value: string;
    milestones: string;
    template: string;
    gas: string;
    transactions: string;
  };
  onClose: () => void;
}

/** A contract's details in a modal dialog (View Details). */
export function ContractDetailsDialog({ contract, labels, onClose }: ContractDetailsDialogProps) {
  return (
    <Dialog
      open={contract !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={contract ? labels.title(contract.id) : ''}
      closeLabel={labels.close}
    >
      {contract ? (
        <dl css={styles.facts} data-state="open">
          <div css={styles.row}>
            <dt>{labels.parties}</dt>
            <dd>
              <ul css={styles.parties}>
                {contract.parties.map((party) => (
                  <li key={party}>{party}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.status}</dt>
            <dd>
              <Badge tone={contract.statusTone}>{contract.statusLabel}</Badge>
            </dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.value}</dt>
            <dd>{contract.value}</dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.template}</dt>
            <dd>{contract.template}</dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.gas}</dt>
            <dd>{contract.gas}</dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.milestones}</dt>
            <dd css={styles.progress}>
              {contract.milestones}
              <ProgressBar
                label={labels.milestones}
                value={contract.milestonePercent}
                valueText={contract.milestones}
                tone={contract.statusTone}
              />
            </dd>
          </div>
          {contract.transactions && contract.transactions.length > 0 ? (
            <div css={styles.row}>
              <dt>{labels.transactions}</dt>
              <dd>
                <ul css={styles.parties}>
                  {contract.transactions.map((tx) => (
                    <li key={tx.id}>
                      <ItemLink to={tx.href}>
                        <span dir="ltr">{tx.text}</span>
                      </ItemLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}

const styles = {
  facts: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), margin: 0 }),
  row: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, auto) 1fr',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted, fontWeight: 600 },
    dd: { margin: 0, overflowWrap: 'anywhere' as const },
  }),
  parties: bareList,
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
};
