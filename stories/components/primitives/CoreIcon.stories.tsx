import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoreIcon, type CoreIconName } from '../../../src/components/primitives/CoreIcon';
import { IconGallery } from '../../support/IconGallery';

/** The shell's icons (screens use Icon, which adds theirs). Every icon of the set: the `satisfies` makes a new one without an entry here a type error. */
const names = Object.keys({
  chevronDown: true,
  menu: true,
  close: true,
  search: true,
  globe: true,
  sun: true,
  moon: true,
  monitor: true,
  check: true,
  alert: true,
  info: true,
  bell: true,
  offline: true,
  star: true,
} satisfies Record<CoreIconName, true>) as CoreIconName[];

const meta = {
  title: 'Components/Primitives/CoreIcon',
  component: CoreIcon,
  args: { name: names[0] ?? 'chevronDown', size: 24 },
  argTypes: { name: { control: 'select', options: names } },
} satisfies Meta<typeof CoreIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const All: Story = {
  render: ({ size }) => <IconGallery names={names} icon={CoreIcon} size={size} />,
};
