/**
 * The trade parties' cards as the first paint draws them, before the drag layer (PartyBoard, with
 * @dnd-kit) has arrived: the same cards and offering buttons, so nothing moves when it replaces them.
 * PartyBoard draws its cards with these parts.
 */
import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef, CSSProperties, ReactNode, Ref } from 'react';
import type { PartyColor } from '../../data/tradeSimulator';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface PartyItemView {
  name: string;
  /** "SDR 1,250,000.00". */
  value: string;
  /** "2,500 tons". */
  quantity: string;
}

export interface PartyView {
  id: string;
  name: string;
  country: string;
  offering: PartyItemView;
  seeking: PartyItemView;
  color: PartyColor;
}

export interface PartyBoardLabels {
  offering: string;
  seeking: string;
  /** Accessible name of an offering's drag handle: "Drag Steel Coils from Sino Steel". */
  dragHandle: (offering: string, party: string) => string;
  /** Said by screen readers when a drag handle gets focus: how to drag with the keyboard. */
  instructions: string;
  /** Live announcements: they name the offering and the party. */
  announce: {
    start: (offering: string, party: string) => string;
    over: (offering: string, party: string) => string;
    overNone: (offering: string) => string;
    drop: (offering: string, party: string) => string;
    dropSame: (offering: string) => string;
    dropNone: (offering: string) => string;
    cancel: (offering: string) => string;
  };
}

export interface StaticPartyBoardProps {
  parties: readonly PartyView[];
  labels: PartyBoardLabels;
  /** Styles the board, e.g. while a contract runs. */
  state?: string;
  /** Space or Enter on an offering: the party to lift once the drag layer is here. */
  onLift?: (partyId: string) => void;
}

/** The keys that lift an offering (dnd-kit's keyboard sensor starts on these). */
const liftKeys: readonly string[] = ['Space', 'Enter'];

/**
 * The board without dragging yet: its offerings are buttons that can be focused; Space or Enter on one
 * is handed to `onLift`, to be carried out when dragging arrives.
 */
export function StaticPartyBoard({ parties, labels, state = 'idle', onLift }: StaticPartyBoardProps) {
  return (
    <PartyGrid state={state}>
      {parties.map((party) => (
        <PartyCard key={party.id} party={party} labels={labels}>
          <OfferingButton
            party={party}
            label={labels.dragHandle(party.offering.name, party.name)}
            onKeyDown={(event) => {
              if (!liftKeys.includes(event.code)) return;
              event.preventDefault();
              onLift?.(party.id);
            }}
          />
        </PartyCard>
      ))}
    </PartyGrid>
  );
}

/** The list the party cards sit in; `state` is the board's, shown as its `data-state`. */
export function PartyGrid({ state, children }: { state: string; children: ReactNode }) {
  return (
    <ul css={styles.grid} data-state={state}>
      {children}
    </ul>
  );
}

/** One party's card; `children` is its offering. `dropState` says how a drag over it looks. */
export function PartyCard({
  party,
  labels,
  dropRef,
  dropState = 'idle',
  children,
}: {
  party: PartyView;
  labels: PartyBoardLabels;
  dropRef?: Ref<HTMLLIElement>;
  dropState?: 'idle' | 'target' | 'over' | 'own';
  children: ReactNode;
}) {
  return (
    <li
      ref={dropRef}
      css={(theme: Theme) => styles.card(theme, party.color)}
      data-state={dropState}
      data-party={party.id}
    >
      <div css={styles.head}>
        <h3 css={styles.name}>{party.name}</h3>
        <p css={styles.country}>{party.country}</p>
      </div>
      <div css={styles.item}>
        <p css={styles.itemLabel}>{labels.offering}</p>
        {children}
      </div>
      <div css={styles.item}>
        <p css={styles.itemLabel}>{labels.seeking}</p>
        <p css={styles.itemName}>{party.seeking.name}</p>
        <p css={styles.itemMeta}>
          {party.seeking.value} · {party.seeking.quantity}
        </p>
      </div>
    </li>
  );
}

/**
 * A party's offering as a button (the drag handle once the drag layer is here). It carries
 * `data-offering` with the party's id, so focus can move from the first paint's button to its twin.
 */
export function OfferingButton({
  party,
  label,
  dragging = false,
  style,
  ...rest
}: {
  party: PartyView;
  label: string;
  dragging?: boolean;
  style?: CSSProperties;
} & Omit<ComponentPropsWithRef<'button'>, 'type' | 'style' | 'children'>) {
  return (
    <button
      type="button"
      {...rest}
      css={(theme: Theme) => styles.offering(theme, party.color)}
      data-offering={party.id}
      data-state={dragging ? 'dragging' : 'idle'}
      style={style}
    >
      <Icon name="grid" size={16} />
      <span css={styles.offeringText}>
        {/* The name says what dragging does ("Drag Steel Coils from Sino Steel Corp"); it contains the
            visible goods name, so voice control users can say what they see. */}
        <span css={styles.visuallyHidden}>{label}</span>
        <span css={styles.itemName} aria-hidden="true">
          {party.offering.name}
        </span>
        <span css={styles.itemMeta}>
          {party.offering.value} · {party.offering.quantity}
        </span>
      </span>
    </button>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
    '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  card: (theme: Theme, color: PartyColor) => ({
    display: 'grid',
    alignContent: 'start',
    gap: theme.space(3),
    padding: theme.space(4),
    minWidth: 0,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    border: `2px solid ${theme.colors.border}`,
    borderBlockStart: `4px solid ${theme.roles[color].fill}`,
    transition: `border-color ${theme.durations.normal}ms ease, background ${theme.durations.normal}ms ease`,
    '&[data-state="target"]': { borderStyle: 'dashed', borderColor: theme.colors.borderStrong },
    '&[data-state="over"]': {
      borderColor: theme.roles.success.fill,
      background: theme.roles.success.background,
    },
    '&[data-state="own"]': { borderColor: theme.colors.borderStrong, background: theme.colors.surfaceSunken },
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  head: { display: 'grid', gap: 2, minWidth: 0 },
  name: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  country: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  item: { display: 'grid', gap: 4, minWidth: 0 },
  itemLabel: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: theme.colors.textMuted,
  }),
  itemName: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  itemMeta: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  offering: (theme: Theme, color: PartyColor) => ({
    position: 'relative' as const,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    inlineSize: '100%',
    padding: theme.space(2, 3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.roles[color].background,
    border: `1px solid ${theme.roles[color].outline}`,
    borderRadius: theme.radii.md,
    cursor: 'grab',
    touchAction: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&[data-state="dragging"]': { cursor: 'grabbing', boxShadow: theme.colors.shadow, zIndex: 10 },
  }),
  offeringText: { display: 'grid', gap: 2, minWidth: 0 },
  visuallyHidden,
};
