import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { NavLinkItem } from './navTypes';
import { bareList } from '../primitives/plainList';

export interface FooterColumn {
  id: string;
  title: string;
  links: NavLinkItem[];
}

export interface LegalLink {
  id: string;
  label: string;
}

export interface SiteFooterProps {
  brand: string;
  tagline: string;
  columns: FooterColumn[];
  legalTitle: string;
  legalLinks: LegalLink[];
  /** The legal pages do not exist yet: choosing one says so instead of leading nowhere. */
  onLegalLink: (id: string) => void;
  statusLabel: string;
  copyright: string;
}

/** Footer with Platform, Services and Legal & Support columns and the static status indicator. */
export function SiteFooter({
  brand,
  tagline,
  columns,
  legalTitle,
  legalLinks,
  onLegalLink,
  statusLabel,
  copyright,
}: SiteFooterProps) {
  return (
    <footer css={styles.footer}>
      <div css={styles.inner}>
        <div css={styles.brandBlock}>
          <p css={styles.brand}>{brand}</p>
          <p css={styles.muted}>{tagline}</p>
          <p css={styles.status} data-status="operational">
            <span css={styles.dot} aria-hidden="true" />
            {statusLabel}
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} css={styles.heading}>
              {column.title}
            </h2>
            <ul css={styles.list}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <Link to={link.to} css={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" css={styles.heading}>
            {legalTitle}
          </h2>
          <ul css={styles.list}>
            {legalLinks.map((link) => (
              <li key={link.id}>
                <button type="button" css={styles.linkButton} onClick={() => onLegalLink(link.id)}>
                  {link.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p css={styles.copyright}>{copyright}</p>
    </footer>
  );
}

const styles = {
  footer: (theme: Theme) => ({
    marginBlockStart: 'auto',
    padding: theme.space(8, 4, 4),
    background: theme.colors.header,
    color: theme.colors.headerText,
  }),
  inner: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(6),
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    maxWidth: 1200,
    marginInline: 'auto',
  }),
  brandBlock: { display: 'grid', gap: 8, alignContent: 'start' },
  brand: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ color: theme.colors.headerTextMuted, fontSize: theme.fontSizes.sm }),
  status: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  dot: (theme: Theme) => ({
    width: 10,
    height: 10,
    borderRadius: '50%',
    background: theme.roles.success.fill,
    boxShadow: `0 0 0 3px ${theme.colors.headerHover}`,
  }),
  heading: (theme: Theme) => ({
    marginBlockEnd: theme.space(2),
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
  }),
  list: { ...bareList, display: 'grid', gap: 2 },
  link: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    color: theme.colors.headerTextMuted,
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.headerText, textDecoration: 'underline' },
  }),
  linkButton: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: 0,
    border: 'none',
    background: 'none',
    color: theme.colors.headerTextMuted,
    fontSize: theme.fontSizes.sm,
    cursor: 'pointer',
    textAlign: 'start' as const,
    '&:hover': { color: theme.colors.headerText, textDecoration: 'underline' },
  }),
  copyright: (theme: Theme) => ({
    maxWidth: 1200,
    marginInline: 'auto',
    marginBlockStart: theme.space(6),
    paddingBlockStart: theme.space(4),
    borderBlockStart: `1px solid ${theme.colors.headerHover}`,
    color: theme.colors.headerTextMuted,
    fontSize: theme.fontSizes.xs,
  }),
};
