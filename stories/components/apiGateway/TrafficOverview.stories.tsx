import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrafficOverview } from '../../../src/components/apiGateway/TrafficOverview';

const meta = {
  title: 'Components/ApiGateway/TrafficOverview',
  component: TrafficOverview,
  args: {
    heading: 'Traffic by endpoint',
    description: "Share of the last 24 hours' requests.",
    rows: [
      {
        id: '1',
        method: 'GET',
        methodTone: 'info',
        path: '/api/v1/trades',
        share: 38.1,
        shareText: '45,230 requests · 38.1%',
      },
      {
        id: '2',
        method: 'GET',
        methodTone: 'info',
        path: '/api/v1/wallet/balance',
        share: 27.1,
        shareText: '32,150 requests · 27.1%',
      },
      {
        id: '3',
        method: 'POST',
        methodTone: 'success',
        path: '/api/v1/products/search',
        share: 24.4,
        shareText: '28,940 requests · 24.4%',
      },
      {
        id: '4',
        method: 'GET',
        methodTone: 'info',
        path: '/api/v1/negotiations',
        share: 10.5,
        shareText: '12,480 requests · 10.5%',
      },
    ],
    shareLabel: (path: string) => `Share of requests: ${path}`,
    factsHeading: 'Gateway configuration',
    facts: [
      { id: 'basePath', label: 'Base path', value: '/api/v1' },
      { id: 'spec', label: 'Specification', value: 'OpenAPI 3.0' },
      { id: 'auth', label: 'Authentication', value: 'OAuth2.0' },
      { id: 'rate', label: 'Rate limit', value: '1,000/min' },
    ],
    viewEndpoints: 'View all endpoints',
    onViewEndpoints: fn(),
  },
} satisfies Meta<typeof TrafficOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Share of requests: /api/v1/trades' }),
    ).toHaveAttribute('aria-valuenow', '38');
    await userEvent.click(canvas.getByRole('button', { name: 'View all endpoints' }));
    await expect(args.onViewEndpoints).toHaveBeenCalled();
  },
};

/** No traffic yet: every bar is empty. */
export const NoTraffic: Story = {
  args: {
    rows: meta.args.rows.map((row) => ({ ...row, share: 0, shareText: '0 requests · 0.0%' })),
  },
};
