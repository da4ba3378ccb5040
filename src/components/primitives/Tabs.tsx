import styled from '@emotion/styled/base';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, KeyboardEvent, MouseEvent } from 'react';

/**
 * Tabs (Radix Tabs: arrow keys move between tabs, mirrored in right-to-left, Home/End, automatic
 * activation, the panel is labelled by its tab). Compose: `<Tabs value onValueChange dir>` `<TabList
 * aria-label>` `<Tab value>` ... `<TabPanel value>`. Pass `dir` from the language so arrows mirror.
 * A tab kept in the address takes its `href`: it is then a link to that address (see `Tab`).
 */
export const Tabs = styled(RadixTabs.Root)(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  minWidth: 0,
}));

/**
 * A tab list wider than its box scrolls sideways, with a shade on each side that has tabs beyond it:
 * the covers scroll with the tabs and hide the shade at an end that is reached (background-attachment
 * `local` over `scroll`), so a list that fits shows none, in either direction.
 */
const scrollShades = (surface: string, shade: string) =>
  [
    `linear-gradient(to right, ${surface} 30%, transparent) left center / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${surface} 30%, transparent) right center / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left center / 12px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right center / 12px 100% no-repeat scroll`,
    surface,
  ].join(', ');

/** The row of tabs (`aria-label` names it); scrolls sideways when wider than its box. */
export const TabList = styled(RadixTabs.List)(({ theme }) => ({
  display: 'flex',
  gap: theme.space(1),
  padding: 4,
  overflowX: 'auto',
  background: scrollShades(
    theme.colors.surfaceSunken,
    `color-mix(in srgb, ${theme.colors.text} 30%, transparent)`,
  ),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  scrollbarWidth: 'thin',
}));

const TabTrigger = styled(RadixTabs.Trigger)(({ theme }) => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  padding: theme.space(2, 3),
  border: '1px solid transparent',
  borderRadius: theme.radii.sm,
  background: 'transparent',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { color: theme.colors.text },
  '&[data-state="active"]': {
    background: theme.colors.surface,
    color: theme.colors.text,
    borderColor: theme.colors.border,
    boxShadow: theme.colors.shadow,
  },
}));

export interface TabProps extends ComponentProps<typeof RadixTabs.Trigger> {
  /**
   * The address that shows this tab, for a tab kept in the URL. The tab is then a link: before the
   * app is live a click follows it to the prerendered page; once live a plain click switches the tab
   * in place, and a click with Ctrl, Cmd, Shift or the middle button opens the address elsewhere.
   */
  href?: string;
}

/** A tab: a button, or a link to its address when it has an `href`. */
export function Tab({ href, children, ...props }: TabProps) {
  if (href === undefined) return <TabTrigger {...props}>{children}</TabTrigger>;
  return (
    <TabTrigger {...props} asChild>
      <TabLink href={href}>{children}</TabLink>
    </TabTrigger>
  );
}

/** Ctrl, Cmd, Shift or Alt with a click or Enter: the browser opens the link elsewhere (or saves it). */
const opensElsewhere = (event: MouseEvent | KeyboardEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

type TabLinkProps = ComponentProps<'a'> & { disabled?: boolean };

/**
 * The anchor under a tab with an address. It takes Radix's trigger props (role, state, handlers),
 * hands the events on to Radix's handlers, and keeps the link's own behaviour where they would lose it.
 */
function TabLink({
  href,
  children,
  onMouseDown,
  onKeyDown,
  onClick,
  type: _type,
  disabled: _disabled,
  ...props
}: TabLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onMouseDown={(event) => {
        // A press that opens the link elsewhere neither focuses nor selects the tab here.
        if (opensElsewhere(event)) event.preventDefault();
        onMouseDown?.(event);
      }}
      onKeyDown={(event) => {
        // Ctrl+Enter and the like open the link elsewhere, leaving the tab shown here as it is.
        if (event.key === 'Enter' && opensElsewhere(event)) return;
        onKeyDown?.(event);
        // Space selects a tab, as on a button; on a link it would also scroll the page.
        if (event.key === ' ' && event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A plain click is the tab's (Radix selects on the press); any other is the link's.
        if (event.button === 0 && !opensElsewhere(event)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** The content of one tab (`value`), labelled by its tab; shown while its tab is selected. */
export const TabPanel = styled(RadixTabs.Content)({
  minWidth: 0,
  '&:focus-visible': { outlineOffset: 4 },
});
