import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Icon, type IconName } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface ServiceCardView {
  id: string;
  name: string;
  description: string;
  icon: IconName;
  /** "gRPC", "REST"...: the service's interface. */
  protocol: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "Coming soon" for a service whose tab is a placeholder; absent for working ones. */
  note?: string;
}

export interface ServiceCardGridProps {
  heading: string;
  headingId: string;
  /** "Interface" (read before the protocol by screen readers). */
  protocolLabel: string;
  /** "Status". */
  statusLabel: string;
  services: readonly ServiceCardView[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * The hub's service cards: name, interface and status of each
 * service. The service name is the card's button (its hit area covers the card; Enter or Space selects;
 * `aria-pressed` marks the selected one), described by the interface, status and description.
 */
export function ServiceCardGrid({
  heading,
  headingId,
  protocolLabel,
  statusLabel,
  services,
  selectedId,
  onSelect,
}: ServiceCardGridProps) {
  return (
    <section css={styles.root} aria-labelledby={headingId} data-state={services.length ? 'ready' : 'empty'}>
      <h2 id={headingId} css={styles.heading}>
        {heading}
      </h2>
      <ul css={styles.grid}>
        {services.map((service) => {
          const selected = service.id === selectedId;
          const detailsId = `${headingId}-${service.id}-details`;
          return (
            <li key={service.id} css={styles.card} data-state={selected ? 'selected' : 'idle'}>
              <span css={styles.top}>
                <span css={styles.icon} aria-hidden="true">
                  <Icon name={service.icon} size={20} />
                </span>
                {/* The button holds only the name; its ::after covers the card, so all of it is clickable. */}
                <button
                  type="button"
                  css={styles.name}
                  aria-pressed={selected}
                  aria-describedby={detailsId}
                  onClick={() => onSelect(service.id)}
                >
                  {service.name}
                </button>
              </span>
              <span id={detailsId} css={styles.details}>
                <span css={styles.badges}>
                  <Badge tone="info">
                    <span css={styles.badgeLabel}>{protocolLabel}: </span>
                    {service.protocol}
                  </Badge>
                  <Badge tone={service.statusTone}>
                    <span css={styles.badgeLabel}>{statusLabel}: </span>
                    {service.statusLabel}
                  </Badge>
                  {service.note ? <Badge tone="pending">{service.note}</Badge> : null}
                </span>
                <span css={styles.description}>{service.description}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  }),
  card: (theme: Theme) => ({
    position: 'relative' as const,
    ...theme.card.panel({ padding: 4 }),
    color: theme.colors.text,
    transition: `border-color ${theme.durations.fast}ms, background ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { borderColor: theme.colors.borderStrong },
    '&[data-state="selected"]': {
      borderColor: theme.roles.active.fill,
      background: theme.roles.active.background,
      boxShadow: `inset 0 0 0 1px ${theme.roles.active.fill}`,
    },
  }),
  top: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 }),
  icon: (theme: Theme) => ({
    display: 'inline-flex',
    flexShrink: 0,
    padding: theme.space(2),
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
  }),
  name: (theme: Theme) => ({
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    textAlign: 'start' as const,
    overflowWrap: 'anywhere' as const,
    cursor: 'pointer',
    '&::after': { content: '""', position: 'absolute' as const, inset: 0, borderRadius: theme.radii.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  details: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(1) }),
  badgeLabel: visuallyHidden,
  description: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
};
