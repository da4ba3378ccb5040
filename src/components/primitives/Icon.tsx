/**
 * Every icon a screen may use: the shell's (CoreIcon.tsx) and the screens' own. Screens import this;
 * the shell imports `CoreIcon`, so these extra paths never weigh on the first paint of the home page.
 */
import { coreIconPaths, iconSet, type IconProps } from './CoreIcon';

const paths = {
  ...coreIconPaths,
  trendUp: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  trendDown: 'M3 7l6 6 4-4 8 8M15 17h6v-6',
  users:
    'M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM23 21v-2a4 4 0 00-3-3.9M16 3.1a4 4 0 010 7.8',
  activity: 'M22 12h-4l-3 9L9 3l-3 9H2',
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  replay: 'M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.8L3 8M3 3v5h5',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  leaf: 'M5 19c0-8 5-14 15-15 0 10-6 15-14 15m0 0l7-7',
  cog: 'M12 9a3 3 0 100 6 3 3 0 000-6zm0-6v3m0 12v3m9-9h-3M6 12H3m15.4-6.4l-2.1 2.1M7.7 16.3l-2.1 2.1m12.8 0l-2.1-2.1M7.7 7.7L5.6 5.6',
  layers: 'M12 3l9 5-9 5-9-5zm-9 9l9 5 9-5m-18 4l9 5 9-5',
  gem: 'M6 3h12l4 6-10 12L2 9zm-4 6h20M9 3l3 18 3-18',
  chip: 'M7 7h10v10H7zM10 3v4m4-4v4m-4 10v4m4-4v4M3 10h4m-4 4h4m10-4h4m-4 4h4',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  cube: 'M12 2l9 5v10l-9 5-9-5V7zm0 10l9-5m-9 5L3 7m9 5v10',
  mapPin: 'M12 21s7-6.1 7-12a7 7 0 10-14 0c0 5.9 7 12 7 12zm0-9a3 3 0 100-6 3 3 0 000 6z',
  rotate: 'M20 12a8 8 0 11-2.3-5.7M20 4v5h-5',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-14v5l3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.4 10.4 0 0112 5c6.4 0 10 7 10 7a17.6 17.6 0 01-3.2 4.2M6.6 6.6A17.3 17.3 0 002 12s3.6 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  share:
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zm12 7a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  download: 'M12 3v12m-5-5l5 5 5-5M4 21h16',
  upload: 'M12 15V3m-5 5l5-5 5 5M4 21h16',
  arrowUpRight: 'M7 17L17 7M8 7h9v9',
  arrowDownLeft: 'M17 7L7 17M16 17H7V8',
  wallet: 'M3 7a2 2 0 012-2h14v4M3 7v11a2 2 0 002 2h16V9H5a2 2 0 01-2-2zm14 7h.01',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 118 0v4',
  shieldCheck: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;

export type IconName = keyof typeof paths;

const ScreenIcon = iconSet(paths);

/** An icon for a screen: the shell's set and the screens' own, 18 px by default. Decorative. */
export function Icon(props: IconProps<IconName>) {
  return <ScreenIcon {...props} />;
}
