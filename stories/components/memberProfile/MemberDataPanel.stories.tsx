import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MemberDataPanel } from '../../../src/components/memberProfile/MemberDataPanel';

const meta = {
  title: 'Components/MemberProfile/MemberDataPanel',
  component: MemberDataPanel,
  args: {
    heading: 'Your data',
    headingId: 'member-data-story-heading',
    description:
      'What you change in this app is kept in this browser. Export a copy, bring one back, or start again.',
    state: 'idle',
    message: '',
    resetLabel: 'Reset sample data',
    exportLabel: 'Export my data',
    importLabel: 'Import',
    importingLabel: 'Importing...',
    importHint: 'Import takes a JSON file exported from Silk Road Trade, up to 5 MB.',
    dismissLabel: 'Dismiss',
    onReset: fn(),
    onExport: fn(),
    onImport: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof MemberDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export my data' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset sample data' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.queryByTestId('member-data-message')).toBeNull();
  },
};

/** While a file is read every action waits. */
export const Importing: Story = {
  args: { state: 'importing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export my data' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { state: 'done', message: 'Imported member.json: your data is now the file’s.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Imported member.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { state: 'failed', message: 'member.json is not a JSON file. Nothing was changed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was changed.');
  },
};

/** A very long file name in the message wraps instead of overflowing a phone. */
export const LongFileName: Story = {
  args: {
    state: 'failed',
    message: `${'quarterly-member-export-'.repeat(8)}.json is not a JSON file. Nothing was changed.`,
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const Arabic: Story = {
  args: { state: 'done', message: 'تم استيراد ملفك.' },
  globals: { locale: 'ar' },
};
