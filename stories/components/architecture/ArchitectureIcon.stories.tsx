import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArchitectureIcon,
  type ArchitectureIconName,
} from '../../../src/components/architecture/ArchitectureIcon';
import { IconGallery } from '../../support/IconGallery';

/** Every icon of the set: the `satisfies` makes a new one without an entry here a type error. */
const names = Object.keys({
  code: true,
  database: true,
  lock: true,
  userCheck: true,
  shield: true,
} satisfies Record<ArchitectureIconName, true>) as ArchitectureIconName[];

const meta = {
  title: 'Components/Architecture/ArchitectureIcon',
  component: ArchitectureIcon,
  args: { name: names[0] ?? 'code', size: 24 },
  argTypes: { name: { control: 'select', options: names } },
} satisfies Meta<typeof ArchitectureIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const All: Story = {
  render: ({ size }) => <IconGallery names={names} icon={ArchitectureIcon} size={size} />,
};
