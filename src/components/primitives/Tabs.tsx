import styled from '@emotion/styled/base';
import { Tabs as RadixTabs } from 'radix-ui';

/**
 * Tabs (Radix Tabs: arrow keys move between tabs, mirrored in right-to-left, Home/End, automatic
 * activation, the panel is labelled by its tab). Compose: `<Tabs value onValueChange dir>` `<TabList
 * aria-label>` `<Tab value>` ... `<TabPanel value>`. Pass `dir` from the language so arrows mirror.
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

export const Tab = styled(RadixTabs.Trigger)(({ theme }) => ({
  flex: '0 0 auto',
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
  '&:hover': { color: theme.colors.text },
  '&[data-state="active"]': {
    background: theme.colors.surface,
    color: theme.colors.text,
    borderColor: theme.colors.border,
    boxShadow: theme.colors.shadow,
  },
}));

export const TabPanel = styled(RadixTabs.Content)({
  minWidth: 0,
  '&:focus-visible': { outlineOffset: 4 },
});
