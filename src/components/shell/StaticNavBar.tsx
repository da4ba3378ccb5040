import { Link } from 'react-router-dom';
import { CoreIcon } from '../primitives/CoreIcon';
import { navBarStyles as styles } from './navBarStyles';
import { focusKey } from './focusKey';
import type { NavModel } from './navTypes';

/**
 * The first paint of the navigation: the same links and group buttons as `NavBar`, without the menu
 * behaviour, which arrives with the shell runtime. Links already work; a group button asks for the
 * runtime, which then opens that group.
 */
export interface StaticNavBarProps extends NavModel {
  onGroupClick?: (groupId: string) => void;
}

export function StaticNavBar({ label, direct, groups, currentId, onGroupClick }: StaticNavBarProps) {
  return (
    <nav aria-label={label} css={styles.root}>
      <ul css={styles.list}>
        {direct.map((link) => (
          <li key={link.id}>
            <Link
              to={link.to}
              css={styles.topLink}
              aria-current={link.id === currentId ? 'page' : undefined}
              {...focusKey(`link-${link.id}`)}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {groups.map((group) => (
          <li key={group.id} css={styles.item}>
            <button
              type="button"
              css={styles.trigger}
              aria-expanded={false}
              data-current={group.links.some((link) => link.id === currentId) || undefined}
              onClick={() => onGroupClick?.(group.id)}
              {...focusKey(`group-${group.id}`)}
            >
              {group.label}
              <CoreIcon name="chevronDown" size={14} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
