/**
 * The member profile in the real app: open Settings by Edit Profile, change the name, save, see it;
 * the tier and profile come from the member's record; Settings' "Your data" resets, exports, imports.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberRecordKey } from '../../src/data/memberKey';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

// Every story starts on the sample member on Gold, or on `parameters.memberRecord`.
const meta = {
  title: 'Screens/MemberProfile',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/member-profile' },
} satisfies Meta;

const platinumAmina = {
  ...sampleMemberRecord(),
  tier: 'platinum' as const,
  profile: { name: 'Amina Yusuf', title: 'CFO', company: 'Sahel Grain', location: 'Kano, Nigeria' },
};

const settings = { route: '/member-profile?tab=settings' };

/** Waits for the Settings tab's "Your data" section. */
async function dataSection(canvasElement: HTMLElement) {
  await shellReady(canvasElement);
  const canvas = within(canvasElement);
  return canvas.findByRole('region', { name: 'Your data' }, { timeout: 4000 });
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const storedTier = () => JSON.parse(localStorage.getItem(memberRecordKey) ?? '{}') as { tier?: string };

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const header = await canvas.findByRole('region', { name: 'Member summary' });
    await expect(within(header).getByRole('heading', { level: 2 })).toHaveTextContent('Li Wei');
    await expect(within(header).getByTestId('tier-badge')).toHaveTextContent('Gold Member');
    await expect(canvas.getByTestId('trust-overall')).toHaveTextContent('94.6');
    await step('Edit Profile opens Settings with the fields enabled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
      // The tab lives in the URL: the router commits the change in a transition, not synchronously.
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true'),
      );
      // The Settings tab's content loads the first time it is wanted.
      await expect(
        await canvas.findByRole('textbox', { name: 'Full Name' }, { timeout: 4000 }),
      ).toBeEnabled();
    });
    await step('an empty name is refused with a message', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Full Name' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
        /Enter your full name\./,
      );
    });
    await step('a valid name saves and shows in the header', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Amina Yusuf');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(
        await within(header).findByRole('heading', { level: 2, name: 'Amina Yusuf' }, { timeout: 4000 }),
      ).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
    });
  },
};

// The member's record gives the tier badge, the name and the initials.
export const PlatinumMember: Story = {
  parameters: { memberRecord: platinumAmina },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const header = await canvas.findByRole('region', { name: 'Member summary' });
    await expect(within(header).getByTestId('tier-badge')).toHaveTextContent('Platinum Member');
    await expect(within(header).getByRole('heading', { level: 2 })).toHaveTextContent('Amina Yusuf');
    await expect(within(header).getByText('AY')).toBeVisible();
  },
};

export const DataIdle: Story = {
  name: 'Your data: idle',
  parameters: settings,
  play: async ({ canvasElement }) => {
    const section = await dataSection(canvasElement);
    for (const name of ['Export my data', 'Import', 'Reset sample data']) {
      await expect(within(section).getByRole('button', { name })).toBeEnabled();
    }
    await expect(within(section).queryByTestId('member-data-message')).toBeNull();
  },
};

// Reset asks first; the dialog stays open for the story.
export const DataConfirmReset: Story = {
  name: 'Your data: confirm reset',
  parameters: { ...settings, memberRecord: platinumAmina },
  play: async ({ canvasElement }) => {
    const section = await dataSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Reset sample data' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reset to the sample data?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep my data' })).toBeVisible();
    await expect(storedTier().tier).toBe('platinum');
  },
};

// Confirming the reset brings the sample member back on Gold.
export const DataResetDone: Story = {
  name: 'Your data: reset done',
  parameters: { ...settings, memberRecord: platinumAmina },
  play: async ({ canvas, canvasElement }) => {
    const section = await dataSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Reset sample data' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reset to the sample data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(
      () => expect(within(section).getByRole('status')).toHaveTextContent('Sample data restored.'),
      { timeout: 5000 },
    );
    await expect(canvas.getByTestId('tier-badge')).toHaveTextContent('Gold Member');
    await waitFor(() => expect(storedTier().tier).toBe('gold'));
  },
};

// A file that is not JSON: the message names the file and the problem; nothing changes.
export const DataImportError: Story = {
  name: 'Your data: import error',
  parameters: { ...settings, memberRecord: platinumAmina },
  play: async ({ canvas, canvasElement }) => {
    const section = await dataSection(canvasElement);
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The import file input is missing.');
    await userEvent.upload(
      input,
      new File(['<html>not json</html>'], 'notes.json', { type: 'application/json' }),
    );
    // The status and alert regions are always in the page, empty until a message: wait for the message.
    await waitFor(
      () =>
        expect(within(section).getByRole('alert')).toHaveTextContent(
          'notes.json is not a JSON file. Nothing was changed.',
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByTestId('tier-badge')).toHaveTextContent('Platinum Member');
    await expect(storedTier().tier).toBe('platinum');
  },
};

// A file exported earlier: its record becomes the member's.
export const DataImportDone: Story = {
  name: 'Your data: import done',
  parameters: settings,
  play: async ({ canvas, canvasElement }) => {
    const section = await dataSection(canvasElement);
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The import file input is missing.');
    const file = JSON.stringify({ app: 'silk-road-trade', record: platinumAmina });
    await userEvent.upload(input, new File([file], 'backup.json', { type: 'application/json' }));
    await waitFor(
      () =>
        expect(within(section).getByRole('status')).toHaveTextContent(
          "Imported backup.json: your data is now the file's.",
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByTestId('tier-badge')).toHaveTextContent('Platinum Member');
  },
};
