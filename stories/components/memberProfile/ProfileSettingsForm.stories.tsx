import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ProfileSettingsForm,
  type ProfileSettingsFieldView,
} from '../../../src/components/memberProfile/ProfileSettingsForm';

const fields: ProfileSettingsFieldView[] = [
  { id: 'name', label: 'Full Name', value: 'Li Wei', hint: 'Up to 80 characters', required: true },
  { id: 'title', label: 'Title', value: 'Head of Commodity Trading', hint: 'Up to 80 characters' },
  { id: 'company', label: 'Company', value: 'Silk Road Agri Holdings', hint: 'Up to 120 characters' },
  { id: 'location', label: 'Location', value: 'Shanghai, China', hint: 'Up to 120 characters' },
];

const meta = {
  title: 'Components/MemberProfile/ProfileSettingsForm',
  component: ProfileSettingsForm,
  args: {
    heading: 'Profile settings',
    headingId: 'settings-story-heading',
    description: 'These fields are locked. Click Edit Profile to change them.',
    state: 'viewing',
    fields,
    saveLabel: 'Save Changes',
    savingLabel: 'Saving...',
    cancelLabel: 'Cancel',
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProfileSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The inputs are disabled until Edit Profile; no Save or Cancel yet.
export const Viewing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of fields)
      await expect(canvas.getByRole('textbox', { name: field.label })).toBeDisabled();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Editing: Story = {
  args: {
    state: 'editing',
    description: 'Full Name is required. Saved changes show everywhere on your profile.',
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // Focus moving to Full Name on entering edit mode is a transition, checked in the browser test
    // (tests/e2e/member-profile.spec.ts): a story mounts straight into editing, where the preview's own
    // focus handling may win.
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeEnabled();
    await step('typing reports each change', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'X');
      await expect(args.onChange).toHaveBeenCalledWith('title', 'Head of Commodity TradingX');
    });
    await step('Enter in a field and Save Changes both save', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), '{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(args.onSave).toHaveBeenCalledTimes(2);
    });
    await step('Cancel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledOnce();
    });
  },
};

export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
  },
};

// A refused save: every problem has its message; what was typed stays.
export const Invalid: Story = {
  args: {
    state: 'editing',
    errorSummary: 'Nothing was saved: correct the marked fields.',
    fields: [
      { ...fields[0]!, value: '   ', error: 'Enter your full name.' },
      fields[1]!,
      {
        ...fields[2]!,
        value: 'c'.repeat(500),
        error: 'Company can have at most 120 characters; this one has 500.',
      },
      fields[3]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing was saved');
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter your full name\./);
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('c'.repeat(500));
  },
};

// Markup typed into a field stays characters in the input.
export const HtmlAsText: Story = {
  args: {
    state: 'editing',
    fields: [{ ...fields[0]!, value: '<img src=x onerror=alert(1)>' }, ...fields.slice(1)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full Name' })).toHaveValue(
      '<img src=x onerror=alert(1)>',
    );
    await expect(canvasElement.querySelector('form img')).toBeNull();
  },
};
