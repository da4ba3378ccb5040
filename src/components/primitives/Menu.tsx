/**
 * Styled parts of Radix DropdownMenu, shared by the language, theme and account menus. Radix gives
 * the menu semantics: arrow keys, Home/End, type-ahead, Esc to close and focus return.
 */
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled/base';
import { DropdownMenu } from 'radix-ui';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuPortal = DropdownMenu.Portal;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

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

export const MenuItem = styled(DropdownMenu.Item)(itemStyles);
export const MenuRadioItem = styled(DropdownMenu.RadioItem)(itemStyles);

export const MenuItemIndicator = styled(DropdownMenu.ItemIndicator)({
  display: 'inline-flex',
  marginInlineStart: 'auto',
});

export const MenuLabel = styled(DropdownMenu.Label)(({ theme }) => ({
  padding: theme.space(1, 3),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

export const MenuSeparator = styled(DropdownMenu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.space(1, 0),
  background: theme.colors.border,
}));
