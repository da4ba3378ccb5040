import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanList, type PlanListItem } from '../../../src/components/transactionPlanning/PlanList';

const plan = (id: string, title: string, active: boolean, selected = false): PlanListItem => ({
  id,
  title,
  statusLabel: active ? 'Active' : 'Planning',
  statusTone: active ? 'success' : 'info',
  value: 'SDR 2,500,000.00',
  progressText: '8 of 12 completed',
  selected,
});

const meta = {
  title: 'Components/TransactionPlanning/PlanList',
  component: PlanList,
  args: {
    heading: 'Transaction Plans',
    listLabel: 'Transaction plans',
    plans: [
      plan('TP-2026-001', 'Q4 2026 Commodity Procurement', true, true),
      plan('TP-2026-002', 'Asia-Pacific Trade Expansion', false),
      plan('TP-2026-003', 'Energy Barter Hedging Programme', true),
    ],
    empty: { title: 'No plans yet', body: 'Plans you create will be listed here.' },
    onSelect: fn(),
  },
} satisfies Meta<typeof PlanList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the selected plan is pressed, the others not', async () => {
      await expect(canvas.getByRole('button', { name: /Q4 2026/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: /Asia-Pacific/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(canvas.getByText('Planning')).toHaveAttribute('data-tone', 'info');
    });
    await step('a click and the keyboard select a plan', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Asia-Pacific/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('TP-2026-002');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('TP-2026-003');
    });
  },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plans yet')).toBeVisible();
  },
};

export const LongTitles: Story = {
  args: {
    plans: [
      plan(
        'TP-2026-001',
        'Multi-party barter of Kazakh wheat, Chilean copper and Gulf LNG for Q4 2026 and beyond',
        true,
        true,
      ),
      plan('TP-2026-002', 'Ａｓｉａ－Ｐａｃｉｆｉｃ <b>Expansion</b> & "partners"', false),
    ],
  },
  play: async ({ canvasElement }) => {
    // User text is rendered as text, never as markup.
    await expect(within(canvasElement).getByText(/<b>Expansion<\/b>/)).toBeVisible();
  },
};

export const ManyPlans: Story = {
  args: {
    plans: Array.from({ length: 12 }, (_, i) =>
      plan(`TP-2026-${String(i + 1).padStart(3, '0')}`, `Plan ${i + 1}`, i % 2 === 0, i === 4),
    ),
  },
};
