/**
 * Icons only the architecture page uses. They load only with that page; drawn like every icon (iconSet). Decorative: hidden from assistive tech.
 */
import { iconSet, type IconProps } from '../primitives/CoreIcon';

const architectureIconPaths = {
  code: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
  database: 'M4 6c0-4 16-4 16 0v12c0 4-16 4-16 0zm0 0c0 4 16 4 16 0M4 12c0 4 16 4 16 0',
  lock: 'M5 11h14v10H5zm3 0V7a4 4 0 018 0v4',
  userCheck: 'M2 21v-2a4 4 0 014-4h6a4 4 0 014 4v2M9 11a4 4 0 100-8 4 4 0 000 8zm7 0l2 2 4-4',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
} as const;

export type ArchitectureIconName = keyof typeof architectureIconPaths;

const ArchitectureSetIcon = iconSet(architectureIconPaths, 20);

/** An icon of the architecture page's diagrams and panels, 20 px by default. Decorative. */
export function ArchitectureIcon(props: IconProps<ArchitectureIconName>) {
  return <ArchitectureSetIcon {...props} />;
}
