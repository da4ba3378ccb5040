import type { Theme } from '@emotion/react';
import { PitchSection, type HomeAction } from './PitchSection';

export interface CallToActionProps {
  heading: string;
  body: string;
  primaryAction: HomeAction;
  secondaryAction: HomeAction;
}

/** The closing call to action of the landing page: Start Trading and View Architecture. */
export function CallToAction(props: CallToActionProps) {
  return <PitchSection headingId="home-cta-heading" variants={variants} look={styles} {...props} />;
}

const variants = ['primary', 'secondary'] as const;

const styles = {
  section: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(3),
    padding: theme.space(8, 5),
    textAlign: 'center' as const,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderBlockStart: `4px solid ${theme.colors.accent}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.colors.shadow,
  }),
  heading: (theme: Theme) => ({
    fontSize: theme.fontSizes.xl,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  body: (theme: Theme) => ({
    maxWidth: 560,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  actions: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'center',
    gap: theme.space(3),
    marginBlockStart: theme.space(2),
  }),
};
