import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { FactList } from '../primitives/FactList';
import { ListCard, listItemBox } from '../primitives/ListCard';
import type { MemberFigure } from '../primitives/memberFigure';
import { ProgressBar } from '../primitives/ProgressBar';
import { itemRow } from '../primitives/listItem';

export interface ActiveContractView {
  id: string;
  /** Parties joined by a two-way arrow: "Sino Steel ↔ Gulf Energy". */
  parties: string;
  statusLabel: string;
  statusTone: 'success' | 'warning';
  value: string;
  /** "3 of 5 milestones". */
  milestones: string;
  milestonePercent: number;
  /** Accessible name of View Details: "View Details: SC-2026-001". */
  viewLabel: string;
  /** Marks a contract deployed in this session. */
  isNew?: boolean;
}

export interface ActiveContractsListProps {
  heading: string;
  listLabel: string;
  contracts: readonly ActiveContractView[];
  valueLabel: string;
  milestonesLabel: string;
  viewText: string;
  newText: string;
  empty: { title: string; body: string };
  onView: (id: string) => void;
  /** Marks the list, which the member's deployed contracts join. */
  figure?: MemberFigure;
}

/** Active Contracts: id, parties, status (Active green, others yellow), value, milestones and View Details. */
export function ActiveContractsList({
  heading,
  listLabel,
  contracts,
  valueLabel,
  milestonesLabel,
  viewText,
  newText,
  empty,
  onView,
  figure,
}: ActiveContractsListProps) {
  return (
    <ListCard
      headingId="contracts-active-heading"
      heading={heading}
      listLabel={listLabel}
      count={contracts.length}
      empty={empty}
      figure={figure}
    >
      {contracts.map((contract) => (
        <li key={contract.id} css={listItemBox} data-contract={contract.id}>
          <div css={itemRow}>
            <h3 css={styles.id}>{contract.id}</h3>
            <div css={styles.badges}>
              {contract.isNew ? <Badge tone="info">{newText}</Badge> : null}
              <Badge tone={contract.statusTone} data-tone={contract.statusTone}>
                {contract.statusLabel}
              </Badge>
            </div>
          </div>
          <p css={styles.parties}>{contract.parties}</p>
          <FactList
            css={styles.facts}
            facts={[
              { id: 'value', label: valueLabel, value: contract.value },
              { id: 'milestones', label: milestonesLabel, value: contract.milestones },
            ]}
          />
          <ProgressBar
            label={`${contract.id}: ${contract.milestones}`}
            value={contract.milestonePercent}
            tone={contract.statusTone}
          />
          <Button
            type="button"
            variant="secondary"
            compact
            aria-label={contract.viewLabel}
            onClick={() => onView(contract.id)}
            css={styles.view}
          >
            {viewText}
          </Button>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  id: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700, fontFamily: theme.fonts.mono }),
  badges: (theme: Theme) => ({ display: 'flex', gap: theme.space(1) }),
  parties: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  facts: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(4),
  }),
  view: { justifySelf: 'start' as const },
};
