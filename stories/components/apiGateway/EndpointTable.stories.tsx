import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EndpointTable, type EndpointRowView } from '../../../src/components/apiGateway/EndpointTable';

const rows: EndpointRowView[] = [
  {
    id: '1',
    method: 'GET',
    methodTone: 'info',
    path: '/api/v1/trades',
    statusLabel: 'Active',
    statusTone: 'success',
    requests: '45,230',
    avgResponse: '120 ms',
  },
  {
    id: '2',
    method: 'GET',
    methodTone: 'info',
    path: '/api/v1/wallet/balance',
    statusLabel: 'Active',
    statusTone: 'success',
    requests: '32,150',
    avgResponse: '85 ms',
  },
  {
    id: '3',
    method: 'POST',
    methodTone: 'success',
    path: '/api/v1/products/search',
    statusLabel: 'Maintenance',
    statusTone: 'warning',
    requests: '28,940',
    avgResponse: '210 ms',
  },
  {
    id: '4',
    method: 'GET',
    methodTone: 'info',
    path: '/api/v1/negotiations',
    statusLabel: 'Error',
    statusTone: 'danger',
    requests: '12,480',
    avgResponse: '340 ms',
  },
];

const meta = {
  title: 'Components/ApiGateway/EndpointTable',
  component: EndpointTable,
  args: {
    heading: 'Endpoints',
    description: 'The documented paths under /api/v1, for reference only.',
    tableLabel: 'Endpoint table',
    rows,
    columns: {
      method: 'Method',
      path: 'Path',
      status: 'Status',
      requests: 'Requests',
      avgResponse: 'Avg Response',
    },
    methodFilter: {
      label: 'Filter by method',
      options: ['all', 'GET', 'POST', 'PUT', 'DELETE'].map((value) => ({
        value,
        label: value === 'all' ? 'All' : value,
      })),
      value: 'all',
      onChange: fn(),
    },
    statusFilter: {
      label: 'Filter by status',
      options: [
        { value: 'all', label: 'All' },
        { value: 'active', label: 'Active' },
        { value: 'maintenance', label: 'Maintenance' },
        { value: 'error', label: 'Error' },
      ],
      value: 'all',
      onChange: fn(),
    },
    resultText: '4 of 4 endpoints shown',
    empty: {
      title: 'No endpoint matches these filters',
      body: 'No documented endpoint uses this combination of method and status.',
      clear: 'Clear filters',
    },
    onClearFilters: fn(),
    dir: 'ltr',
  },
} satisfies Meta<typeof EndpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllEndpoints: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('four rows with method, path, status, requests, average response', async () => {
      const table = canvas.getByRole('table', { name: 'Endpoints' });
      await expect(within(table).getAllByRole('row')).toHaveLength(5);
      await expect(within(table).getByText('Error')).toHaveAttribute('data-tone', 'danger');
    });
    await step('a method chip reports the choice', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'POST' }));
      await expect(args.methodFilter.onChange).toHaveBeenCalledWith('POST');
    });
  },
};

export const Filtered: Story = {
  args: {
    rows: rows.slice(0, 2),
    resultText: '2 of 4 endpoints shown',
    statusFilter: { ...meta.args.statusFilter, value: 'active' },
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    resultText: '0 of 4 endpoints shown',
    methodFilter: { ...meta.args.methodFilter, value: 'PUT' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No endpoint matches these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

/** Many long paths: the table scrolls sideways inside its card. */
export const ManyLongPaths: Story = {
  args: {
    rows: Array.from({ length: 12 }, (_, index) => ({
      ...rows[index % 4]!,
      id: `long-${index}`,
      path: `/api/v1/organisations/{organisationId}/members/{memberId}/trades/${index}/documents`,
    })),
  },
};
