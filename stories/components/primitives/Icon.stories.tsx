import type { Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { coreIconPaths, type CoreIconName } from '../../../src/components/primitives/CoreIcon';
import { Icon, type IconName } from '../../../src/components/primitives/Icon';

/** The shell's icons, then the screens' own: the `satisfies` makes a new one without an entry here a type error. */
const iconNames: IconName[] = [
  ...(Object.keys(coreIconPaths) as CoreIconName[]),
  ...(Object.keys({
    trendUp: true,
    trendDown: true,
    users: true,
    activity: true,
    play: true,
    pause: true,
    replay: true,
    settings: true,
    bolt: true,
    leaf: true,
    cog: true,
    layers: true,
    gem: true,
    chip: true,
    grid: true,
    list: true,
    filter: true,
    cube: true,
    mapPin: true,
    rotate: true,
    clock: true,
    calendar: true,
    shield: true,
    eye: true,
    eyeOff: true,
    copy: true,
    share: true,
    download: true,
    upload: true,
    arrowUpRight: true,
    arrowDownLeft: true,
    wallet: true,
    lock: true,
    shieldCheck: true,
  } satisfies Record<Exclude<IconName, CoreIconName>, true>) as Exclude<IconName, CoreIconName>[]),
];

const meta = {
  title: 'Components/Primitives/Icon',
  component: Icon,
  args: { name: 'globe', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: ({ size }) => (
    <ul css={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} css={styles.cell}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

const styles = {
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  cell: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(2),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontSize: theme.fontSizes.xs,
  }),
};
