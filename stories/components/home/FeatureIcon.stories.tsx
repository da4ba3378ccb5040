import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureIcon, type FeatureIconName } from '../../../src/components/home/FeatureIcon';
import { IconGallery } from '../../support/IconGallery';

/** Every icon of the set: the `satisfies` makes a new one without an entry here a type error. */
const names = Object.keys({
  sparkles: true,
  link: true,
  scale: true,
  globe: true,
  truck: true,
  chart: true,
} satisfies Record<FeatureIconName, true>) as FeatureIconName[];

const meta = {
  title: 'Components/Home/FeatureIcon',
  component: FeatureIcon,
  args: { name: names[0] ?? 'sparkles', size: 24 },
  argTypes: { name: { control: 'select', options: names } },
} satisfies Meta<typeof FeatureIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const All: Story = {
  render: ({ size }) => <IconGallery names={names} icon={FeatureIcon} size={size} />,
};
