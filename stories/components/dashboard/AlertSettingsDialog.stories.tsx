import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AlertSettingsDialog } from '../../../src/components/dashboard/AlertSettingsDialog';
import { docsFrame } from '../../support/storyKit';

const meta = {
  title: 'Components/Dashboard/AlertSettingsDialog',
  parameters: { docs: { story: docsFrame(620) } },
  component: AlertSettingsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: {
      title: 'Alert Settings',
      description: 'Choose which market alerts you see. Saved on this device.',
      close: 'Close',
      types: 'Alert types',
      priceAlerts: 'Price alerts',
      volumeAlerts: 'Volume alerts',
      minSeverity: 'Show alerts from',
      threshold: 'Price move threshold (%)',
      thresholdHint: 'Alert when a price moves more than this: 0.5 to 50.',
      save: 'Save settings',
      cancel: 'Cancel',
    },
    severityOptions: [
      { value: 'info', label: 'Info' },
      { value: 'warning', label: 'Warning' },
      { value: 'critical', label: 'Critical' },
    ],
    draft: { priceAlerts: true, volumeAlerts: true, minSeverity: 'info', thresholdText: '3' },
    onChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AlertSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Alert Settings' });
    await step('choices call back', async () => {
      await userEvent.click(screen.getByRole('checkbox', { name: 'Volume alerts' }));
      await expect(args.onChange).toHaveBeenCalledWith({ volumeAlerts: false });
      await userEvent.click(screen.getByRole('radio', { name: 'Critical' }));
      await expect(args.onChange).toHaveBeenCalledWith({ minSeverity: 'critical' });
    });
    await step('Save submits the form', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
    });
    await expect(dialog).toBeVisible();
  },
};

// A wrong threshold stays in the field, with the reason under it.
export const Invalid: Story = {
  args: {
    draft: { priceAlerts: true, volumeAlerts: false, minSeverity: 'warning', thresholdText: 'abc<b>x</b>' },
    thresholdError: 'Enter a number, such as 2.5.',
  },
  play: async () => {
    const field = await screen.findByRole('textbox', { name: 'Price move threshold (%)' });
    await expect(field).toHaveValue('abc<b>x</b>');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, such as 2.5.');
  },
};
