/**
 * The icons of the shell (navigation, header controls, toasts, error panel): the small set that ships
 * with the first paint of every route. Screens use `Icon` (Icon.tsx), which adds their own icons in a
 * chunk that only screens load. No icon font, no network. Decorative: hidden from assistive tech.
 */
export const coreIconPaths = {
  chevronDown: 'M6 9l6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4.2-4.2',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17',
  sun: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66l1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14l-1.41-1.41M12 8a4 4 0 100 8 4 4 0 000-8z',
  moon: 'M20 14.5A8.5 8.5 0 019.5 4a8.5 8.5 0 1010.5 10.5z',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4',
  check: 'M5 12l5 5 9-10',
  alert: 'M12 9v4m0 4h.01M10.3 3.9L2.4 17.5A2 2 0 004.1 20.5h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  info: 'M12 8h.01M11 12h1v5h1M12 3a9 9 0 100 18 9 9 0 000-18z',
  bell: 'M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9m4 13h4',
  offline:
    'M3 3l18 18M8.5 16.4a5 5 0 017 0M5 12.9a10 10 0 014.6-2.7M19 12.9a10 10 0 00-2.6-1.8M2 8.8a15 15 0 014.5-2.9M22 8.8A15 15 0 0010.6 5M12 20h.01',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
} as const;

export type CoreIconName = keyof typeof coreIconPaths;

export interface IconSvgProps {
  /** Shown as `data-icon`, for tests and the gallery. */
  name: string;
  /** SVG path data on a 24 × 24 grid, stroked. */
  path: string;
  size?: number;
}

/** The one way an icon is drawn: 24 × 24, stroked with the current text colour. */
function IconSvg({ name, path, size = 18 }: IconSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      // Beside text that wraps, an icon keeps its size.
      css={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  );
}

/** What an icon of any set takes. */
export interface IconProps<Name extends string> {
  /** The icon's name in its set; also its `data-icon`. */
  name: Name;
  /** Width and height in px; each set has its own default. */
  size?: number;
}

/** The icon component of one set of paths: the shell's, the screens', or one page's own. */
export function iconSet<Name extends string>(paths: Readonly<Record<Name, string>>, defaultSize = 18) {
  return function SetIcon({ name, size = defaultSize }: IconProps<Name>) {
    return <IconSvg name={name} path={paths[name]} size={size} />;
  };
}

const ShellIcon = iconSet(coreIconPaths);

/**
 * An icon of the shell's small set (navigation, header controls, toasts, error panel), 18 px by
 * default. Decorative: hidden from assistive tech. Screens use `Icon`.
 */
export function CoreIcon(props: IconProps<CoreIconName>) {
  return <ShellIcon {...props} />;
}
