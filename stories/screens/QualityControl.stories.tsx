/** Quality control in the real app: the first report selected, picking another, re-inspecting a failed one. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/QualityControl',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/quality-control' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const report = (name: RegExp) => canvas.getByRole('button', { name });
    await step('the first report is selected and detailed; the pipeline has four stages', async () => {
      await waitFor(() => expect(report(/QR-2026-0451/)).toHaveAttribute('aria-pressed', 'true'));
      await expect(canvas.getByRole('heading', { level: 2, name: 'Steel coils' })).toBeVisible();
      await expect(
        canvas.getByRole('list', { name: 'Inspection stages, in order' }).querySelectorAll(':scope > li'),
      ).toHaveLength(4);
    });
    await step('select the failed report and send it for re-inspection', async () => {
      await userEvent.click(report(/QR-2026-0453/));
      await waitFor(() => expect(report(/QR-2026-0453/)).toHaveAttribute('aria-pressed', 'true'));
      await userEvent.click(canvas.getByRole('button', { name: 'Request re-inspection' }));
      await waitFor(() => expect(report(/QR-2026-0453/)).toHaveTextContent('Under Review'));
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('مراقبة الجودة'));
  },
};
