import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { FactList } from '../primitives/FactList';
import { listItemBox } from '../primitives/ListCard';
import { itemRow } from '../primitives/listItem';
import { plainList } from '../primitives/plainList';

export interface TransportOptionView {
  mode: string;
  /** "Sea freight". */
  label: string;
  /** "$2,500". */
  cost: string;
  /** "25-30 days". */
  time: string;
  /** "500+ tons". */
  capacity: string;
  suitable: boolean;
}

export interface TransportComparisonProps {
  heading: string;
  /** Why one is highlighted ("For 820 t of steel coils"). */
  description: string;
  options: readonly TransportOptionView[];
  labels: { cost: string; time: string; capacity: string; suitable: string };
}

/** Sea, air and rail side by side; the mode that suits the selected shipment's cargo is highlighted. */
export function TransportComparison({ heading, description, options, labels }: TransportComparisonProps) {
  return (
    <Card as="section" aria-labelledby="shipping-modes-heading">
      <CardHeader id="shipping-modes-heading" title={heading} description={description} />
      <ul css={styles.grid}>
        {options.map((option) => (
          <li
            key={option.mode}
            css={styles.option}
            data-mode={option.mode}
            data-suitable={option.suitable ? 'true' : 'false'}
          >
            <div css={itemRow}>
              <h3 css={styles.title}>{option.label}</h3>
              {option.suitable ? (
                <Badge tone="success" data-tone="success">
                  {labels.suitable}
                </Badge>
              ) : null}
            </div>
            <FactList
              variant="spread"
              facts={[
                { id: 'cost', label: labels.cost, value: option.cost },
                { id: 'time', label: labels.time, value: option.time },
                { id: 'capacity', label: labels.capacity, value: option.capacity },
              ]}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  }),
  option: (theme: Theme) => ({
    ...listItemBox(theme, 4),
    '&[data-suitable="true"]': {
      background: theme.roles.success.background,
      borderColor: theme.roles.success.outline,
      borderWidth: 2,
    },
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
};
