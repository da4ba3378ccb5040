/**
 * The six feature-card icons of the landing page. They live here, not in the shared `Icon` map: these
 * load only with the landing page. Decorative.
 */
import { iconSet, type IconProps } from '../primitives/CoreIcon';

const featureIconPaths = {
  sparkles: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  link: 'M10 14a5 5 0 007 0l3-3a5 5 0 00-7-7l-1 1m2 5a5 5 0 00-7 0l-3 3a5 5 0 007 7l1-1',
  scale: 'M12 3v18m-5 0h10M5 7h14M5 7l-3 7a3 3 0 006 0zm14 0l-3 7a3 3 0 006 0z',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c3 3 3 15 0 18m0-18c-3 3-3 15 0 18M3 12h18',
  truck: 'M2 5h13v11H2zm13 4h4l3 3v4h-7zM6 20a2 2 0 100-4 2 2 0 000 4zm12 0a2 2 0 100-4 2 2 0 000 4z',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
} as const;

export type FeatureIconName = keyof typeof featureIconPaths;

const FeatureSetIcon = iconSet(featureIconPaths, 22);

/** The icon of a feature card on the landing page, 22 px by default. Decorative. */
export function FeatureIcon(props: IconProps<FeatureIconName>) {
  return <FeatureSetIcon {...props} />;
}
