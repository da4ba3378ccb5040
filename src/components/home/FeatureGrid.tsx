import type { Theme } from '@emotion/react';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import { plainList } from '../primitives/plainList';

export interface FeatureItem {
  id: string;
  title: string;
  body: string;
  icon: FeatureIconName;
}

export interface FeatureGridProps {
  heading: string;
  intro: string;
  features: FeatureItem[];
}

/** The landing page's feature cards: one column on phones, two on tablets, three on desktops. */
export function FeatureGrid({ heading, intro, features }: FeatureGridProps) {
  return (
    <section
      css={styles.section}
      aria-labelledby="home-features-heading"
      data-state={features.length > 0 ? 'ready' : 'empty'}
    >
      <div css={styles.header}>
        <h2 id="home-features-heading" css={styles.heading}>
          {heading}
        </h2>
        <p css={styles.intro}>{intro}</p>
      </div>
      <ul css={styles.grid}>
        {features.map((feature) => (
          <li key={feature.id} css={styles.card} data-feature={feature.id}>
            <span css={styles.icon}>
              <FeatureIcon name={feature.icon} />
            </span>
            <h3 css={styles.title}>{feature.title}</h3>
            <p css={styles.body}>{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(5) }),
  header: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), textAlign: 'center' as const }),
  heading: (theme: Theme) => ({
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  intro: (theme: Theme) => ({ color: theme.colors.textMuted, overflowWrap: 'anywhere' as const }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: '1fr',
    [`@media (min-width: ${theme.breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  card: (theme: Theme) => theme.card.panel({ gap: 2 }),
  icon: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 44,
    blockSize: 44,
    marginBlockEnd: theme.space(1),
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
    border: `1px solid ${theme.roles.info.outline}`,
  }),
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  body: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    lineHeight: 1.6,
    overflowWrap: 'anywhere' as const,
  }),
};
