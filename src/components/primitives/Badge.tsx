import styled from '@emotion/styled/base';
import type { RoleName } from '../../theme/themes';

/** A small status label coloured by its semantic role. */
export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: RoleName }>(
  ({ theme, tone }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: theme.space(0, 2),
    minHeight: 24,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.roles[tone].outline}`,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  }),
);
