import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { FactList } from '../primitives/FactList';
import { ListCard } from '../primitives/ListCard';

export interface InvestmentView {
  id: string;
  name: string;
  minInvestment: string;
  expectedReturn: string;
  riskLabel: string;
  riskTone: RoleName;
  duration: string;
  /** The member noted interest in this opportunity. */
  interested: boolean;
  /** Accessible name of the toggle, starting with its visible text ("Express interest: Trade Finance Fund"). */
  interestLabel: string;
}

export interface InvestmentOpportunitiesProps {
  heading: string;
  listLabel: string;
  investments: readonly InvestmentView[];
  labels: {
    minInvestment: string;
    expectedReturn: string;
    riskLevel: string;
    duration: string;
    interest: string;
    interested: string;
  };
  empty: { title: string; body: string };
  onToggleInterest: (id: string) => void;
}

/** Investment opportunities: minimum, expected return, risk level and duration; interest is noted locally. */
export function InvestmentOpportunities({
  heading,
  listLabel,
  investments,
  labels,
  empty,
  onToggleInterest,
}: InvestmentOpportunitiesProps) {
  return (
    <ListCard
      headingId="financing-investments-heading"
      heading={heading}
      listLabel={listLabel}
      count={investments.length}
      empty={empty}
      listCss={styles.list}
    >
      {investments.map((item) => (
        <li key={item.id} css={styles.item} data-investment={item.id}>
          <h3 css={styles.name}>{item.name}</h3>
          <FactList
            css={styles.facts}
            facts={[
              { id: 'minInvestment', label: labels.minInvestment, value: item.minInvestment },
              { id: 'expectedReturn', label: labels.expectedReturn, value: item.expectedReturn },
              {
                id: 'riskLevel',
                label: labels.riskLevel,
                value: (
                  <Badge tone={item.riskTone} data-tone={item.riskTone}>
                    {item.riskLabel}
                  </Badge>
                ),
              },
              { id: 'duration', label: labels.duration, value: item.duration },
            ]}
          />
          <div css={styles.actions}>
            {/* A toggle keeps its name; the pressed state and the badge say that interest is noted. */}
            <Button
              type="button"
              variant={item.interested ? 'secondary' : 'primary'}
              compact
              aria-pressed={item.interested}
              aria-label={item.interestLabel}
              onClick={() => onToggleInterest(item.id)}
            >
              {labels.interest}
            </Button>
            {item.interested ? (
              <Badge tone="success" data-tone="success">
                {labels.interested}
              </Badge>
            ) : null}
          </div>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  list: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    alignContent: 'space-between',
    padding: theme.space(4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    minWidth: 0,
  }),
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.space(2),
  }),
  actions: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
};
