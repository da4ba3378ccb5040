/**
 * Styled parts of Radix DropdownMenu, shared by the language, theme and account menus. Radix gives
 * the menu semantics: arrow keys, Home/End, type-ahead, Esc to close and focus return.
 */
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled/base';
import { DropdownMenu } from 'radix-ui';

/** The menu's root: `open`/`onOpenChange` (or uncontrolled), `dir` for the arrow keys in right-to-left. */
export const Menu = DropdownMenu.Root;
/** The button that opens the menu (`asChild` over the project's `Button`); gets `aria-expanded`. */
export const MenuTrigger = DropdownMenu.Trigger;
/** Renders the open menu at the end of the body, above the page. */
export const MenuPortal = DropdownMenu.Portal;
/** A group of choices of which one is checked (`value`, `onValueChange`): the language, the scheme. */
export const MenuRadioGroup = DropdownMenu.RadioGroup;

/** The open menu's panel: a raised surface, placed by the trigger (`align`, `sideOffset`). */
export const MenuContent = styled(DropdownMenu.Content)(({ theme }) => ({
  zIndex: 50,
  minWidth: 200,
  padding: theme.space(1),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  boxShadow: theme.colors.shadow,
}));

const itemStyles = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: theme.space(1, 3),
  borderRadius: theme.radii.sm,
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none' as const,
  textDecoration: 'none',
  color: theme.colors.text,
  '&[data-highlighted]': {
    background: theme.colors.surfaceSunken,
    outline: `2px solid ${theme.colors.focus}`,
  },
  '&[data-state="checked"]': { fontWeight: 600 },
});

/** One action of the menu (`onSelect`); `asChild` over a link for one that leads somewhere. */
export const MenuItem = styled(DropdownMenu.Item)(itemStyles);
/** One choice of a `MenuRadioGroup` (`value`), checked when the group's value is its own. */
export const MenuRadioItem = styled(DropdownMenu.RadioItem)(itemStyles);

/** What shows on the checked choice (a check icon), at the item's end. */
export const MenuItemIndicator = styled(DropdownMenu.ItemIndicator)({
  display: 'inline-flex',
  marginInlineStart: 'auto',
});

/** A small heading above a group of items; not focusable. */
export const MenuLabel = styled(DropdownMenu.Label)(({ theme }) => ({
  padding: theme.space(1, 3),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

/** A line between groups of items. */
export const MenuSeparator = styled(DropdownMenu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.space(1, 0),
  background: theme.colors.border,
}));
