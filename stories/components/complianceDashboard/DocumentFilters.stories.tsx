import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentFilters } from '../../../src/components/complianceDashboard/DocumentFilters';

const meta = {
  title: 'Components/ComplianceDashboard/DocumentFilters',
  component: DocumentFilters,
  args: {
    id: 'filters',
    heading: 'Filter documents',
    type: {
      label: 'Type',
      value: 'all',
      options: [
        { value: 'all', label: 'All types' },
        { value: 'foodSafety', label: 'Food Safety' },
        { value: 'qualityAssurance', label: 'Quality Assurance' },
        { value: 'regulatory', label: 'Regulatory' },
      ],
    },
    status: {
      label: 'Status',
      value: 'all',
      options: [
        { value: 'all', label: 'All statuses' },
        { value: 'compliant', label: 'Compliant' },
        { value: 'pending', label: 'Pending' },
        { value: 'expired', label: 'Expired' },
        { value: 'nonCompliant', label: 'Non-compliant' },
      ],
    },
    region: {
      label: 'Region',
      value: 'all',
      options: [
        { value: 'all', label: 'All regions' },
        { value: 'global', label: 'Global' },
        { value: 'northAmerica', label: 'North America' },
        { value: 'europe', label: 'Europe' },
      ],
    },
    clearLabel: 'Clear filters',
    active: false,
    onChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof DocumentFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('nothing to clear', async () => {
      await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    });
    await step('each select reports its field and value', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'expired');
      await expect(args.onChange).toHaveBeenCalledWith('status', 'expired');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region' }), 'europe');
      await expect(args.onChange).toHaveBeenCalledWith('region', 'europe');
    });
  },
};

export const Filtered: Story = {
  args: {
    active: true,
    type: { ...meta.args.type, value: 'regulatory' },
    region: { ...meta.args.region, value: 'europe' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
