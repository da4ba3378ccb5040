/** Membership packages in the real app: switch to annual, upgrade to Platinum, see it become the plan. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberRecordKey } from '../../src/data/memberKey';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

// Every story starts on the sample member on Gold, or on `parameters.memberRecord`.
const meta = {
  title: 'Screens/MembershipPackages',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/membership-packages' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const gold = await canvas.findByTestId('tier-gold');
    await expect(within(gold).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await step('the annual view shows Save 17% and 12 x monthly - annual', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Annual' }));
      await expect(canvas.getByTestId('price-gold')).toHaveTextContent('$2,990');
      await expect(canvas.getByTestId('saving-gold')).toHaveTextContent('You save $598 a year');
    });
    await step('upgrading to Platinum processes, then Platinum is the current plan', async () => {
      const platinum = canvas.getByTestId('tier-platinum');
      await userEvent.click(within(platinum).getByRole('button', { name: 'Upgrade to Platinum' }));
      await expect(within(platinum).getByRole('button', { name: 'Processing...' })).toBeDisabled();
      await expect(
        await within(platinum).findByRole('button', { name: 'Current Plan' }, { timeout: 5000 }),
      ).toBeDisabled();
      await expect(canvas.getByTestId('current-plan')).toHaveTextContent('Your current plan: Platinum');
      // The tier is the member's: it is in their record.
      await waitFor(() => expect(localStorage.getItem(memberRecordKey)).toContain('"tier":"platinum"'));
    });
  },
};

// A member whose record says Silver: Silver is the current plan, Gold an upgrade.
export const SilverMember: Story = {
  parameters: { memberRecord: { ...sampleMemberRecord(), tier: 'silver' } },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const silver = await canvas.findByTestId('tier-silver');
    await expect(within(silver).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(
      within(canvas.getByTestId('tier-gold')).getByRole('button', { name: 'Upgrade to Gold' }),
    ).toBeEnabled();
    await expect(canvas.getByTestId('current-plan')).toHaveTextContent('Your current plan: Silver');
  },
};
