import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackingNumber } from '../../../src/components/iotLogistics/TrackingNumber';
import { useDirection } from '../../support/storyKit';

/**
 * The carrier's tracking number, labelled, on its own line under a shipment's one id: the IoT
 * tracker's overview, map, sensors and alerts show it so.
 */
const meta = {
  title: 'Components/IotLogistics/TrackingNumber',
  component: TrackingNumber,
  args: { label: 'Tracking number', trackingNumber: 'SRT-2026-001866' },
  render: function Render(args) {
    return (
      <div dir={useDirection()}>
        <strong>SH-2026-006</strong>
        <TrackingNumber {...args} />
      </div>
    );
  },
} satisfies Meta<typeof TrackingNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAnId: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-tracking-number]');
    await expect(line).toHaveTextContent('Tracking number SRT-2026-001866');
  },
};

/** In a right-to-left sentence the number still reads left to right, whole. */
export const Arabic: Story = {
  args: { label: 'رقم التتبع' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByText('SRT-2026-001866');
    await expect(number.closest('[dir="rtl"]')).not.toBeNull();
    await expect(number.closest('[data-id-text]')).toHaveAttribute('dir', 'ltr');
  },
};
