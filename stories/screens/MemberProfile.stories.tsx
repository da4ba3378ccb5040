/** The member profile in the real app: open Settings by Edit Profile, change the name, save, see it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentTierStorageKey } from '../../src/data/membership';
import { profileStorageKey } from '../../src/data/memberProfile';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/MemberProfile',
  render: renderApp,
  beforeEach: (context) => {
    // Every run starts on the sample member on Gold; the member's own stored values come back afterwards.
    const saved = [profileStorageKey, currentTierStorageKey].map(
      (key) => [key, localStorage.getItem(key)] as const,
    );
    saved.forEach(([key]) => localStorage.removeItem(key));
    const restore = seedStorage(context);
    return () => {
      restore();
      for (const [key, value] of saved) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    };
  },
  parameters: { layout: 'fullscreen', router: false, route: '/member-profile' },
} satisfies Meta;

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

// The tier stored by the membership packages screen shows as the badge.
export const PlatinumMember: Story = {
  beforeEach: () => {
    localStorage.setItem(currentTierStorageKey, 'platinum');
  },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByTestId('tier-badge')).toHaveTextContent('Platinum Member');
  },
};
