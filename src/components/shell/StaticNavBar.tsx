import { Link } from 'react-router-dom';
import { Icon } from '../primitives/Icon';
import { navBarStyles as styles } from './navBarStyles';
import type { NavModel } from './navTypes';

/**
 * The first paint of the navigation: the same links and group buttons as `NavBar`, without the menu
 * behaviour, which arrives with the shell runtime a moment later. Links already work.
 */
export function StaticNavBar({ label, direct, groups, currentId }: NavModel) {
  return (
    <nav aria-label={label} css={styles.root}>
      <ul css={styles.list}>
        {direct.map((link) => (
          <li key={link.id}>
            <Link to={link.to} css={styles.topLink} aria-current={link.id === currentId ? 'page' : undefined}>
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
            >
              {group.label}
              <Icon name="chevronDown" size={14} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
