import { keyframes, type Theme } from '@emotion/react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { MenuButton } from './MenuButton';
import { navBarStyles } from './navBarStyles';
import type { NavModel } from './navTypes';
import { bareList } from '../primitives/plainList';

export interface MobileNavProps extends NavModel {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openLabel: string;
  closeLabel: string;
  title: string;
  /** Shown at the top of the panel, above the links (the tier badge). */
  header?: ReactNode;
}

/**
 * Below 768 px: a menu button that opens the same navigation in a side panel (Radix Dialog: focus is
 * trapped, Esc and the close button close it, focus returns to the menu button). Groups become headed
 * lists so every link is one tap away.
 */
export function MobileNav({
  label,
  direct,
  groups,
  currentId,
  open,
  onOpenChange,
  openLabel,
  closeLabel,
  title,
  header,
}: MobileNavProps) {
  const linkFor = (link: NavModel['direct'][number]) => (
    <li key={link.id}>
      <Link to={link.to} css={styles.link} aria-current={link.id === currentId ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <MenuButton label={openLabel} expanded={open} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay css={styles.overlay} />
        <Dialog.Content css={styles.panel} aria-describedby={undefined}>
          <div css={styles.panelHeader}>
            <Dialog.Title css={styles.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" compact aria-label={closeLabel}>
                <CoreIcon name="close" size={22} />
              </Button>
            </Dialog.Close>
          </div>
          {header}
          <nav aria-label={label}>
            <ul css={styles.list}>{direct.map(linkFor)}</ul>
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`mobile-nav-${group.id}`} css={styles.group}>
                <h2 id={`mobile-nav-${group.id}`} css={styles.groupTitle}>
                  {group.label}
                </h2>
                <ul css={styles.list}>{group.links.map(linkFor)}</ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(-16px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideInRtl = keyframes({
  from: { transform: 'translateX(16px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const styles = {
  overlay: (theme: Theme) => ({
    position: 'fixed' as const,
    inset: 0,
    zIndex: 70,
    background: theme.colors.overlay,
    animation: `${fadeIn} ${theme.durations.normal}ms ease-out`,
  }),
  panel: (theme: Theme) => ({
    position: 'fixed' as const,
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: 71,
    width: 'min(340px, 88vw)',
    overflowY: 'auto' as const,
    padding: theme.space(3, 4, 6),
    background: theme.colors.surface,
    color: theme.colors.text,
    boxShadow: theme.colors.shadow,
    animation: `${slideIn} ${theme.durations.normal}ms ease-out`,
    '[dir="rtl"] &': { animationName: slideInRtl },
  }),
  panelHeader: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBlockEnd: 8,
  },
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.lg }),
  group: (theme: Theme) => ({ marginBlockStart: theme.space(4) }),
  groupTitle: (theme: Theme) => ({
    marginBlockEnd: theme.space(1),
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase' as const,
    color: theme.colors.textMuted,
  }),
  list: bareList,
  // The menu links of the desktop navigation, with a larger touch target and text.
  link: (theme: Theme) => ({ ...navBarStyles.menuLink(theme), minHeight: 44, fontSize: theme.fontSizes.md }),
};
