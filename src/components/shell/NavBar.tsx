import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';
import { navBarStyles as styles } from './navBarStyles';
import type { NavLinkItem, NavModel } from './navTypes';

export interface NavBarProps extends NavModel {
  dir: 'ltr' | 'rtl';
  /** For stories and tests: the group whose menu starts open. */
  defaultOpenGroup?: string;
}

/** Marks the links and triggers of the bar itself, which the arrow keys move between. */
const topAttribute = 'data-nav-top';

/** The element `key` moves focus to among `items` from `current`, or none (the bar does not wrap). */
function nextFocus(items: HTMLElement[], current: Element | null, key: string, dir: 'ltr' | 'rtl') {
  const index = items.indexOf(current as HTMLElement);
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return items[0];
  if (key === 'End') return items.at(-1);
  if (key === forward || key === 'ArrowDown') return items[index + 1];
  if (key === back || key === 'ArrowUp') return index > 0 ? items[index - 1] : undefined;
  return undefined;
}

/**
 * The desktop navigation: direct links, then one disclosure menu per group (the disclosure navigation
 * pattern: buttons with `aria-expanded`, each showing a list of links after it). A group opens on
 * click, Enter, Space or ArrowDown; ArrowDown on an open trigger moves into its links, where the arrow
 * keys, Home and End move; the arrow keys move between the bar's links and triggers (mirrored in
 * Arabic); Esc closes and returns focus to the trigger. One group is open at a time; it closes when a
 * link is followed, or a press or the focus lands outside the bar. Hover opens nothing, so a click
 * never closes what the pointer's rest just opened. The current route is marked with
 * `aria-current="page"`, and its group's trigger with `data-current`.
 */
export function NavBar({ label, direct, groups, currentId, dir, defaultOpenGroup }: NavBarProps) {
  const [openGroup, setOpenGroup] = useState(defaultOpenGroup);
  const navRef = useRef<HTMLElement>(null);
  const idBase = useId();
  const triggerId = (group: string) => `${idBase}-trigger-${group}`;
  const panelId = (group: string) => `${idBase}-panel-${group}`;

  // A press anywhere outside the bar closes the open group.
  useEffect(() => {
    if (openGroup === undefined) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(undefined);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openGroup]);

  /**
   * Closes the open group, and sets no state when none is open: React keeps even an unchanged update
   * queued at its priority, and the next navigation's render of the bar then finds it and runs the new
   * screen's effects before the screen paints.
   */
  const closeGroup = () => {
    if (openGroup !== undefined) setOpenGroup(undefined);
  };

  /** Esc closes the open group and takes the focus back to its trigger. */
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openGroup === undefined) return false;
    event.preventDefault();
    document.getElementById(triggerId(openGroup))?.focus();
    setOpenGroup(undefined);
    return true;
  };

  /** The keys on the bar's own links and triggers. */
  const onBarKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || closeOnEscape(event)) return;
    const target = event.currentTarget;
    const group = target.dataset.group;
    if (event.key === 'ArrowDown' && group !== undefined) {
      event.preventDefault();
      if (group !== openGroup) setOpenGroup(group);
      else document.getElementById(panelId(group))?.querySelector('a')?.focus();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return;
    const items = [...(navRef.current?.querySelectorAll<HTMLElement>(`[${topAttribute}]`) ?? [])];
    const next = nextFocus(items, target, event.key, dir);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  /** The keys on the links of an open group. */
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || closeOnEscape(event)) return;
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const panel = event.currentTarget.closest('ul');
    const links = [...(panel?.querySelectorAll<HTMLElement>('a') ?? [])];
    nextFocus(links, event.currentTarget, event.key, dir)?.focus();
  };

  /** The focus moving on past the bar (Tab from its last link) closes the open group. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to !== null && !navRef.current?.contains(to)) closeGroup();
  };

  /** What every link of the bar has: its address, its mark as the current page, and closing on a click. */
  const linkProps = (link: NavLinkItem) => ({
    to: link.to,
    'aria-current': link.id === currentId ? ('page' as const) : undefined,
    onBlur,
    // A followed link closes the open group.
    onClick: closeGroup,
  });

  return (
    <nav ref={navRef} aria-label={label} css={styles.root}>
      <ul css={styles.list}>
        {direct.map((link) => (
          <li key={link.id}>
            <Link
              {...linkProps(link)}
              css={styles.topLink}
              onKeyDown={onBarKeyDown}
              {...{ [topAttribute]: '' }}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {groups.map((group) => {
          const open = group.id === openGroup;
          const holdsCurrent = group.links.some((link) => link.id === currentId);
          return (
            <li key={group.id} css={styles.item}>
              <button
                type="button"
                id={triggerId(group.id)}
                css={styles.trigger}
                aria-expanded={open}
                aria-controls={open ? panelId(group.id) : undefined}
                data-state={open ? 'open' : 'closed'}
                data-current={holdsCurrent || undefined}
                data-group={group.id}
                onClick={() => setOpenGroup(open ? undefined : group.id)}
                onKeyDown={onBarKeyDown}
                onBlur={onBlur}
                {...{ [topAttribute]: '' }}
                {...captureKey(`nav-${group.id}`)}
              >
                {group.label}
                <CoreIcon name="chevronDown" size={14} />
              </button>
              {open && (
                <div id={panelId(group.id)} css={styles.content}>
                  <ul css={styles.menuList}>
                    {group.links.map((link) => (
                      <li key={link.id}>
                        <Link {...linkProps(link)} css={styles.menuLink} onKeyDown={onPanelKeyDown}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
