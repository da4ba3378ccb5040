import { NavigationMenu } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';
import { navBarStyles as styles } from './navBarStyles';
import type { NavModel } from './navTypes';

export interface NavBarProps extends NavModel {
  dir: 'ltr' | 'rtl';
  /** For stories and tests: the group whose menu starts open. */
  defaultOpenGroup?: string;
}

/** ArrowDown on a closed trigger opens its menu (Radix only uses it to enter an open one). */
function openOnArrowDown(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key === 'ArrowDown' && event.currentTarget.dataset.state === 'closed') {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/**
 * The desktop navigation: direct links, then one disclosure menu per group (Radix NavigationMenu).
 * A group opens on click, Enter, Space or ArrowDown; ArrowDown again moves into it; the arrow keys move
 * between triggers (mirrored in Arabic) and Esc closes. Hover does not open a group: with hover-open a
 * click right after the pointer rests on a trigger would close the menu it just opened. The current
 * route is marked with `aria-current="page"`, and its group's trigger with `data-current`.
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
              <NavigationMenu.Trigger
                css={styles.trigger}
                data-current={holdsCurrent || undefined}
                onPointerMove={(event) => event.preventDefault()}
                onPointerLeave={(event) => event.preventDefault()}
                onKeyDown={openOnArrowDown}
                {...captureKey(`nav-${group.id}`)}
              >
                {group.label}
                <CoreIcon name="chevronDown" size={14} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                css={styles.content}
                onPointerEnter={(event) => event.preventDefault()}
                onPointerLeave={(event) => event.preventDefault()}
              >
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
