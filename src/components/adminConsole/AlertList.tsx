import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { FilterChips, type ChipFilter } from '../primitives/ChipGroup';
import { withIds } from '../primitives/IdText';
import { ItemLink } from '../primitives/ItemLink';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { itemRow } from '../primitives/listItem';

export interface AlertView {
  id: string;
  typeLabel: string;
  severityLabel: string;
  severityTone: RoleName;
  message: string;
  time: string;
  acknowledged: boolean;
  /** The item the alert is about, on its own screen ("Open contract SC-2026-003"). */
  link?: { to: string; text: string };
  /** Accessible name of Acknowledge: "Acknowledge: Liquidity pool …". */
  acknowledgeLabel: string;
}

export interface AlertListProps<S extends string> {
  heading: string;
  description: string;
  listLabel: string;
  alerts: readonly AlertView[];
  severityFilter: ChipFilter<S>;
  acknowledgeText: string;
  acknowledgedText: string;
  empty: { title: string; body: string; clear: string };
  onClearFilter: () => void;
  onAcknowledge: (id: string) => void;
  dir: 'ltr' | 'rtl';
}

/** Recent alerts: type, severity (high/medium/low), message and time; filter by severity and acknowledge. */
export function AlertList<S extends string>({
  heading,
  description,
  listLabel,
  alerts,
  severityFilter,
  acknowledgeText,
  acknowledgedText,
  empty,
  onClearFilter,
  onAcknowledge,
  dir,
}: AlertListProps<S>) {
  return (
    <ListCard
      headingId="admin-alerts-heading"
      heading={heading}
      description={description}
      listLabel={listLabel}
      count={alerts.length}
      empty={{ ...empty, clear: { label: empty.clear, onClick: onClearFilter } }}
      controls={<FilterChips filter={severityFilter} dir={dir} />}
    >
      {alerts.map((alert) => (
        <li
          key={alert.id}
          css={styles.item}
          data-alert={alert.id}
          data-state={alert.acknowledged ? 'acknowledged' : 'open'}
        >
          <div css={styles.badges}>
            <Badge tone={alert.severityTone} data-tone={alert.severityTone}>
              {alert.severityLabel}
            </Badge>
            <Badge tone="pending">{alert.typeLabel}</Badge>
          </div>
          <p css={styles.message}>{withIds(alert.message)}</p>
          {alert.link ? (
            <p>
              <ItemLink to={alert.link.to}>{withIds(alert.link.text)}</ItemLink>
            </p>
          ) : null}
          <div css={itemRow}>
            <span css={styles.time}>{alert.time}</span>
            {alert.acknowledged ? (
              <Badge tone="success">{acknowledgedText}</Badge>
            ) : (
              <Button
                type="button"
                compact
                aria-label={alert.acknowledgeLabel}
                onClick={() => onAcknowledge(alert.id)}
              >
                {acknowledgeText}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({
    ...listItemBox(theme, 3, 4),
    '&[data-state="acknowledged"]': { background: theme.colors.surfaceSunken },
  }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  message: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
