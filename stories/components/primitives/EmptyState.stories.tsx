import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../../src/components/primitives/Button';
import { EmptyState } from '../../../src/components/primitives/EmptyState';

const meta = {
  title: 'Components/Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No products found', body: 'Try another search or category.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { body: undefined } };
export const WithAction: Story = { args: { action: <Button>Clear filters</Button> } };
