import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailHeader, ProgressRow } from '../../../src/components/primitives/DetailHeader';

const meta = {
  title: 'Components/Primitives/DetailHeader',
  component: DetailHeader,
  args: {
    eyebrow: 'Order details',
    id: 'story-detail-heading',
    title: 'Hot-rolled steel coils',
    statusLabel: 'In Progress',
    statusTone: 'info',
  },
} satisfies Meta<typeof DetailHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hot-rolled steel coils' })).toHaveAttribute(
      'id',
      'story-detail-heading',
    );
    await expect(canvas.getByText('In Progress')).toHaveAttribute('data-tone', 'info');
  },
};

export const LongText: Story = {
  args: {
    title: 'Hot-rolled steel coils, grade S355JR, 2.0 to 12.0 mm, pickled and oiled, export packing',
    statusLabel: 'Awaiting final inspection',
    statusTone: 'warning',
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** `ProgressRow`, the bar with its figure beside it, as detail panels show progress. */
export const WithProgress: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <DetailHeader {...args} />
      <ProgressRow label="Progress" value={75} valueText="75%" tone="info" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '75%',
    );
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};
