import type { Theme } from '@emotion/react';
import type { ProductCategory } from '../../data/products';
import type { RoleName } from '../../theme/themes';
import { Icon, type IconName } from '../primitives/Icon';

/** Each category's picture and colour: the products carry no image files (no external assets). */
export const categoryLooks: Record<ProductCategory, { icon: IconName; tone: RoleName }> = {
  energy: { icon: 'bolt', tone: 'warning' },
  agriculture: { icon: 'leaf', tone: 'success' },
  machinery: { icon: 'cog', tone: 'pending' },
  textiles: { icon: 'layers', tone: 'active' },
  minerals: { icon: 'gem', tone: 'danger' },
  technology: { icon: 'chip', tone: 'info' },
};

export interface ProductIllustrationProps {
  category: ProductCategory;
  /** Edge length in px. */
  size?: number;
}

/** A decorative tile standing in for the product photo: the category's icon on its colour. */
export function ProductIllustration({ category, size = 56 }: ProductIllustrationProps) {
  const look = categoryLooks[category];
  return (
    <span css={styles.tile(look.tone, size)} data-category={category} aria-hidden="true">
      <Icon name={look.icon} size={Math.round(size * 0.45)} />
    </span>
  );
}

const styles = {
  tile: (tone: RoleName, size: number) => (theme: Theme) => ({
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    inlineSize: size,
    blockSize: size,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles[tone].outline}`,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
  }),
};
