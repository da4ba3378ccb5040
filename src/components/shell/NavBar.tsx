import type { Theme } from '@emotion/react';
import { NavigationMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import { Icon } from '../primitives/Icon';
import type { NavModel } from './navTypes';

export interface NavBarProps extends NavModel {
  dir: 'ltr' | 'rtl';
  /** For stories and tests: the group whose menu starts open. */
  defaultOpenGroup?: string;
}

/**
 * The desktop navigation: direct links, then one disclosure menu per group. Radix NavigationMenu opens
 * a group on hover or click, Enter/Space/ArrowDown from the trigger, moves between triggers with the
 * arrow keys (mirrored in Arabic) and closes with Esc. The current route is marked with
 * `aria-current="page"`, and its group's trigger with `data-current`.
 */
export function NavBar({ label, direct, groups, currentId, dir, defaultOpenGroup }: NavBarProps) {
  return (
    <NavigationMenu.Root
      aria-label={label}
      dir={dir}
      delayDuration={150}
      defaultValue={defaultOpenGroup}
      css={styles.root}
    >
      <NavigationMenu.List css={styles.list}>
        {direct.map((link) => (
          <NavigationMenu.Item key={link.id}>
            <NavigationMenu.Link asChild active={link.id === currentId}>
              <Link to={link.to} css={styles.topLink}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {groups.map((group) => {
          const holdsCurrent = group.links.some((link) => link.id === currentId);
          return (
            <NavigationMenu.Item key={group.id} value={group.id} css={styles.item}>
              <NavigationMenu.Trigger css={styles.trigger} data-current={holdsCurrent || undefined}>
                {group.label}
                <Icon name="chevronDown" size={14} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content css={styles.content}>
                <ul css={styles.menuList}>
                  {group.links.map((link) => (
                    <li key={link.id}>
                      <NavigationMenu.Link asChild active={link.id === currentId}>
                        <Link to={link.to} css={styles.menuLink}>
                          {link.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

const styles = {
  root: { position: 'relative' as const, zIndex: 40 },
  list: {
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: 2,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { position: 'relative' as const },
  topLink: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: theme.space(0, 3),
    borderRadius: theme.radii.md,
    color: theme.colors.headerText,
    fontSize: theme.fontSizes.sm,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.headerHover },
    '&[aria-current="page"]': { background: theme.colors.headerHover, boxShadow: `inset 0 -3px 0 ${theme.colors.accent}` },
  }),
  trigger: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 40,
    padding: theme.space(0, 3),
    border: 'none',
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.headerText,
    fontSize: theme.fontSizes.sm,
    fontWeight: 500,
    cursor: 'pointer',
    '&:hover, &[data-state="open"]': { background: theme.colors.headerHover },
    '&[data-current]': { boxShadow: `inset 0 -3px 0 ${theme.colors.accent}` },
    '& > svg': { transition: `transform ${theme.durations.fast}ms` },
    '&[data-state="open"] > svg': { transform: 'rotate(180deg)' },
  }),
  content: (theme: Theme) => ({
    position: 'absolute' as const,
    insetBlockStart: 'calc(100% + 6px)',
    insetInlineStart: 0,
    minWidth: 240,
    padding: theme.space(2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    boxShadow: theme.colors.shadow,
  }),
  menuList: { margin: 0, padding: 0, listStyle: 'none' },
  menuLink: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    minHeight: 40,
    padding: theme.space(1, 3),
    borderRadius: theme.radii.sm,
    borderInlineStart: '3px solid transparent',
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: theme.colors.surfaceSunken },
    '&[aria-current="page"]': {
      fontWeight: 600,
      background: theme.roles.info.background,
      color: theme.roles.info.text,
      borderInlineStartColor: theme.roles.info.fill,
    },
  }),
};
