import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';

export interface PageHeaderProps {
  title: string;
  /** One line under the title that says what the screen is for. */
  subtitle?: string;
  /**
   * Changes when the member goes to another page (the path: a query-string update is not a new page);
   * when it changes after the first render the heading takes focus, so screen-reader users hear where
   * they landed.
   */
  locationKey?: string;
}

const openLayer = '[role="dialog"][data-state="open"], [role="menu"][data-state="open"]';

/** The title band every screen shows under the navigation. */
export function PageHeader({ title, subtitle, locationKey }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(locationKey);
  useEffect(() => {
    if (locationKey === shownKey.current) return;
    shownKey.current = locationKey;
    // A member who opened a popover or menu while the page was loading keeps their place in it.
    if (document.activeElement?.closest(openLayer)) return;
    heading.current?.focus({ preventScroll: true });
  }, [locationKey]);
  // A <div>, not a <header>: outside <main> a <header> is a second banner landmark next to the app header.
  return (
    <div css={styles.band}>
      <h1 ref={heading} tabIndex={-1} css={styles.title}>
        {title}
      </h1>
      {subtitle ? <p css={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}

const styles = {
  band: (theme: Theme) => ({
    padding: theme.space(6, 4),
    background: theme.colors.surface,
    borderBlockEnd: `1px solid ${theme.colors.border}`,
  }),
  title: (theme: Theme) => ({
    maxWidth: 1200,
    marginInline: 'auto',
    fontSize: theme.fontSizes.xxl,
    lineHeight: 1.25,
    overflowWrap: 'anywhere' as const,
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
  }),
  subtitle: (theme: Theme) => ({
    maxWidth: 1200,
    marginInline: 'auto',
    marginBlockStart: theme.space(2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.md,
  }),
};
