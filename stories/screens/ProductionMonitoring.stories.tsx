/** Production monitoring in the real app: the first order by default, select another, pause the feed. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/ProductionMonitoring',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/production-monitoring' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the first order is selected and detailed', async () => {
      const first = await canvas.findByRole('button', { name: /Steel coils/ });
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('heading', { name: 'Steel coils', level: 2 })).toBeVisible();
    });
    await step('selecting another order shows its details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Copper cathodes/ }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: 'Copper cathodes', level: 2 })).toBeVisible(),
      );
    });
    await step('six sensor tiles and four metrics; the feed can be paused', async () => {
      await expect(canvas.getByRole('list', { name: 'Live sensor readings' }).children).toHaveLength(6);
      await expect(
        canvas.getByRole('list', { name: 'Quality metrics against targets' }).children,
      ).toHaveLength(4);
      await userEvent.click(canvas.getByRole('button', { name: 'Pause updates' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Resume updates' })).toBeVisible());
    });
  },
};

/** Right to left on a phone: the list's selected edge, the tiles and the metric bars mirror. */
export const ArabicPhone: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'أوامر الإنتاج' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /PO-2026-101/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
