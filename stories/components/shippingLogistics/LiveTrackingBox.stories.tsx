import { useActorRef, useSelector } from '@xstate/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LiveTrackingBox } from '../../../src/components/shippingLogistics/LiveTrackingBox';
import { trackingLocation } from '../../../src/data/shippingLogistics';
import {
  selectTrackingProgress,
  selectTrackingStatus,
  shipmentTrackingMachine,
} from '../../../src/machines/shipmentTracking.machine';

const meta = {
  title: 'Components/ShippingLogistics/LiveTrackingBox',
  component: LiveTrackingBox,
  args: {
    heading: 'Live Tracking',
    description: 'SH-2026-002 in real time: Departed, 45% of the way, arriving Dec 3, 2026.',
    status: 'live',
    statusLabel: 'Live',
    locationLabel: 'Current location:',
    location: 'Almaty port',
    shipmentStatusLabel: 'Departed',
    shipmentStatusTone: 'warning',
    progressLabel: 'Voyage progress',
    progress: 45,
    progressText: '45%',
    replayLabel: 'Replay voyage',
    pauseLabel: 'Pause replay',
    resumeLabel: 'Resume replay',
    liveLabel: 'Back to live',
    onReplay: fn(),
    onPause: fn(),
    onResume: fn(),
    onLive: fn(),
  },
} satisfies Meta<typeof LiveTrackingBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live, under 50%: still at the origin port, with the shipment's own status beside it. */
export const LiveBelowHalf: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tracking-location')).toHaveTextContent('Almaty port');
    await expect(canvas.getByTestId('tracking-shipment-status')).toHaveTextContent('Departed');
    await step('replay reports the click', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Replay voyage' }));
      await expect(args.onReplay).toHaveBeenCalledOnce();
    });
  },
};

/** Live, from 50% on: en route to the destination. */
export const LiveAboveHalf: Story = {
  args: {
    description: 'SH-2026-001 in real time: In Transit, 65% of the way, arriving Dec 2, 2026.',
    location: 'En route to Rotterdam',
    shipmentStatusLabel: 'In Transit',
    shipmentStatusTone: 'info',
    progress: 65,
    progressText: '65%',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tracking-location')).toHaveTextContent(
      'En route to Rotterdam',
    );
  },
};

/** A replay says so, and can be paused or left for live. */
export const Replaying: Story = {
  args: {
    status: 'replaying',
    statusLabel: 'Replay',
    description: "Replay of SH-2026-002's voyage so far, faster than real time.",
    progressLabel: 'Replay progress',
    progress: 12,
    progressText: '12%',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replay')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause replay' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to live' }));
    await expect(args.onLive).toHaveBeenCalledOnce();
  },
};

export const Paused: Story = {
  args: { status: 'paused', statusLabel: 'Replay paused', progressLabel: 'Replay progress' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume replay' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** A delivered shipment: 100%; it can still be replayed. */
export const Arrived: Story = {
  args: {
    status: 'arrived',
    statusLabel: 'Arrived',
    description: 'SH-2026-003 in real time: Delivered, 100% of the way, arriving Nov 20, 2026.',
    location: 'En route to Nairobi',
    shipmentStatusLabel: 'Delivered',
    shipmentStatusTone: 'success',
    progress: 100,
    progressText: '100%',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Replay voyage' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    description: 'SH-2026-001-EXTENDED-REFERENCE-000000000001 in real time: In Transit, 72% of the way',
    location: 'En route to Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
    progress: 72,
    progressText: '72%',
  },
};

const departedAt = Date.parse('2026-11-13T10:00:00Z');
const arrivesAt = Date.parse('2026-12-03T10:00:00Z');

/** The component driven by the real tracking machine (ticks every 100 ms here instead of 2 s). */
function LiveMachine() {
  const tracker = useActorRef(shipmentTrackingMachine.provide({ delays: { trackingTick: 100 } }), {
    input: { departedAt, arrivesAt, now: departedAt + (arrivesAt - departedAt) * 0.6 },
  });
  const status = useSelector(tracker, selectTrackingStatus);
  const progress = useSelector(tracker, selectTrackingProgress);
  return (
    <LiveTrackingBox
      {...meta.args}
      status={status}
      statusLabel={{ live: 'Live', replaying: 'Replay', paused: 'Replay paused', arrived: 'Arrived' }[status]}
      location={trackingLocation(progress) === 'originPort' ? 'Almaty port' : 'En route to Duisburg'}
      progress={progress}
      progressText={`${progress}%`}
      onReplay={() => tracker.send({ type: 'user.replay' })}
      onPause={() => tracker.send({ type: 'user.pause' })}
      onResume={() => tracker.send({ type: 'user.resume' })}
      onLive={() => tracker.send({ type: 'user.live' })}
    />
  );
}

/** A replay from the departure: the location flips from the origin port to en route as 50% passes. */
export const ReplayInProgress: Story = {
  render: () => <LiveMachine />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByTestId('tracking-location');
    await expect(location).toHaveTextContent('En route to Duisburg');
    await step('replay starts at the origin port', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Replay voyage' }));
      await expect(location).toHaveTextContent('Almaty port');
    });
    await step('pause holds the progress; resume goes on', async () => {
      await waitFor(() => expect(canvas.getByTestId('tracking-progress')).not.toHaveTextContent('0%'));
      await userEvent.click(canvas.getByRole('button', { name: 'Pause replay' }));
      const held = canvas.getByTestId('tracking-progress').textContent;
      await new Promise((resolve) => setTimeout(resolve, 350));
      await expect(canvas.getByTestId('tracking-progress')).toHaveTextContent(held ?? '');
      await userEvent.click(canvas.getByRole('button', { name: 'Resume replay' }));
      await waitFor(() => expect(canvas.getByTestId('tracking-progress')).not.toHaveTextContent(held ?? ''));
    });
    await step('back to live: the shipment is en route again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to live' }));
      await expect(location).toHaveTextContent('En route to Duisburg');
    });
  },
};
