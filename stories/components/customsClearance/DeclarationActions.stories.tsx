import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeclarationActions } from '../../../src/components/customsClearance/DeclarationActions';

const meta = {
  title: 'Components/CustomsClearance/DeclarationActions',
  component: DeclarationActions,
  args: {
    heading: 'Declaration',
    status: 'documents',
    canSubmit: true,
    canPay: true,
    submitHint: null,
    submitProgress: 0,
    progressText: 'Submitting declaration… 0%',
    confirmation: null,
    paidNote: null,
    labels: {
      submit: 'Submit Declaration',
      submitting: 'Submitting…',
      pay: 'Pay Duties',
      track: 'Track Status',
      print: 'Print Declaration',
      progress: 'Submission progress',
    },
    onSubmit: fn(),
    onPay: fn(),
    onTrack: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof DeclarationActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every required document approved: each button reports its click. */
export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    for (const [name, handler] of [
      ['Submit Declaration', args.onSubmit],
      ['Pay Duties', args.onPay],
      ['Track Status', args.onTrack],
      ['Print Declaration', args.onPrint],
    ] as const) {
      await step(name, async () => {
        await userEvent.click(canvas.getByRole('button', { name }));
        await expect(handler).toHaveBeenCalledOnce();
      });
    }
  },
};

/** Required documents still pending: Submit is disabled and says what it waits for. */
export const WaitingForDocuments: Story = {
  args: {
    canSubmit: false,
    submitHint:
      'Submit is available once every required document is approved. Waiting for: Certificate of origin, Packing list.',
  },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit Declaration' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Waiting for: Certificate of origin/);
  },
};

export const Submitting: Story = {
  args: {
    status: 'submitting',
    canSubmit: false,
    submitProgress: 50,
    progressText: 'Submitting declaration… 50%',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Submission progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  },
};

export const Submitted: Story = {
  args: {
    status: 'submitted',
    canSubmit: false,
    submitProgress: 100,
    confirmation: 'Declaration for SH-2026-010 submitted. Reference DEC-CC-2026-003.',
  },
};

export const SubmittedAndPaid: Story = {
  args: {
    status: 'submitted',
    canSubmit: false,
    canPay: false,
    submitProgress: 100,
    confirmation: 'The declaration for SH-2026-009 was submitted and the goods are cleared.',
    paidNote: 'Duties of SDR 19,289.50 paid.',
  },
};

export const LongText: Story = {
  args: {
    canSubmit: false,
    labels: {
      submit: 'Подать таможенную декларацию',
      submitting: 'Отправка…',
      pay: 'Оплатить пошлины и налоги',
      track: 'Отследить статус оформления',
      print: 'Распечатать декларацию',
      progress: 'Ход подачи',
    },
    submitHint:
      'Подать декларацию можно, когда все обязательные документы одобрены. Ожидаются: Сертификат происхождения, Упаковочный лист, Коммерческий инвойс, Коносамент.',
  },
};
