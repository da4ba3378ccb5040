import { useActorRef, useSelector } from '@xstate/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LiveTrackingBox } from '../../../src/components/shipping/LiveTrackingBox';
import { trackingLocation } from '../../../src/data/shippingLogistics';
import {
  selectTrackingProgress,
  selectTrackingStatus,
  shipmentTrackingMachine,
} from '../../../src/machines/shipmentTracking.machine';

const meta = {
  title: 'Components/Shipping/LiveTrackingBox',
  component: LiveTrackingBox,
  args: {
    heading: 'Live Tracking',
    description: 'Simulated position of SH-2026-002',
    status: 'tracking',
    statusLabel: 'Live',
    locationLabel: 'Current location:',
    location: 'Almaty port',
    progressLabel: 'Live progress',
    progress: 45,
    progressText: '45%',
    pauseLabel: 'Pause tracking',
    resumeLabel: 'Resume tracking',
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof LiveTrackingBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under 50%: the shipment is still at its origin port. */
export const TrackingBelowHalf: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tracking-location')).toHaveTextContent('Almaty port');
    await step('pause reports the click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause tracking' }));
      await expect(args.onPause).toHaveBeenCalledOnce();
    });
  },
};

/** From 50% on: en route to the destination. */
export const TrackingAboveHalf: Story = {
  args: {
    description: 'Simulated position of SH-2026-001',
    location: 'En route to Rotterdam',
    progress: 65,
    progressText: '65%',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tracking-location')).toHaveTextContent(
      'En route to Rotterdam',
    );
  },
};

export const Paused: Story = {
  args: { status: 'paused', statusLabel: 'Paused' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume tracking' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** A delivered shipment: 100%, no pause button (nothing moves any more). */
export const Arrived: Story = {
  args: {
    status: 'arrived',
    statusLabel: 'Arrived',
    description: 'Simulated position of SH-2026-003',
    location: 'En route to Nairobi',
    progress: 100,
    progressText: '100%',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    description: 'Simulated position of SH-2026-001-EXTENDED-REFERENCE-000000000001',
    location: 'En route to Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
    progress: 72,
    progressText: '72%',
  },
};

/** The component driven by the real tracking machine (ticks every 100 ms here instead of 2 s). */
function LiveMachine() {
  const tracker = useActorRef(shipmentTrackingMachine.provide({ delays: { trackingTick: 100 } }), {
    input: { progress: 47 },
  });
  const status = useSelector(tracker, selectTrackingStatus);
  const progress = useSelector(tracker, selectTrackingProgress);
  return (
    <LiveTrackingBox
      {...meta.args}
      status={status}
      statusLabel={{ tracking: 'Live', paused: 'Paused', arrived: 'Arrived' }[status]}
      location={trackingLocation(progress) === 'originPort' ? 'Almaty port' : 'En route to Duisburg'}
      progress={progress}
      progressText={`${progress}%`}
      onPause={() => tracker.send({ type: 'user.pause' })}
      onResume={() => tracker.send({ type: 'user.resume' })}
    />
  );
}

/** Tracking in progress: the location flips from the origin port to en route as 50% passes. */
export const TrackingInProgress: Story = {
  render: () => <LiveMachine />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByTestId('tracking-location');
    await expect(location).toHaveTextContent('Almaty port');
    await step('the progress passes 50: en route', async () => {
      await waitFor(() => expect(location).toHaveTextContent('En route to Duisburg'), { timeout: 3000 });
    });
    await step('pause holds the progress; resume goes on', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause tracking' }));
      const held = canvas.getByTestId('tracking-progress').textContent;
      await new Promise((resolve) => setTimeout(resolve, 350));
      await expect(canvas.getByTestId('tracking-progress')).toHaveTextContent(held ?? '');
      await userEvent.click(canvas.getByRole('button', { name: 'Resume tracking' }));
      await waitFor(() => expect(canvas.getByTestId('tracking-progress')).not.toHaveTextContent(held ?? ''));
    });
  },
};
