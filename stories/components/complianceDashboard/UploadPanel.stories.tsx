import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadPanel } from '../../../src/components/complianceDashboard/UploadPanel';

const meta = {
  title: 'Components/ComplianceDashboard/UploadPanel',
  component: UploadPanel,
  args: {
    id: 'upload',
    heading: 'Upload a document',
    type: {
      label: 'Document type',
      value: 'regulatory',
      options: [
        { value: 'foodSafety', label: 'Food Safety' },
        { value: 'qualityAssurance', label: 'Quality Assurance' },
        { value: 'regulatory', label: 'Regulatory' },
      ],
    },
    region: {
      label: 'Region',
      value: 'global',
      options: [
        { value: 'global', label: 'Global' },
        { value: 'northAmerica', label: 'North America' },
        { value: 'europe', label: 'Europe' },
      ],
    },
    fileLabel: 'Choose a file',
    hint: 'PDF, PNG, JPG, JPEG, DOC, DOCX, XLSX, CSV; up to 10 MB. The file stays in your browser.',
    accept: '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xlsx,.csv',
    status: 'idle',
    progress: 0,
    progressLabel: 'Upload progress',
    progressText: '0%',
    closeLabel: 'Close upload',
    onTypeChange: fn(),
    onRegionChange: fn(),
    onPick: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('picking a file hands it to the screen', async () => {
      const file = new File(['%PDF-1.7'], 'audit.pdf', { type: 'application/pdf' });
      await userEvent.upload(canvas.getByLabelText('Choose a file'), file);
      await expect(args.onPick).toHaveBeenCalledWith(file);
    });
    await step('type, region and close report too', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Document type' }), 'foodSafety');
      await expect(args.onTypeChange).toHaveBeenCalledWith('foodSafety');
      await userEvent.click(canvas.getByRole('button', { name: 'Close upload' }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 40, progressText: '40%', message: 'Uploading audit.pdf…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByLabelText('Choose a file')).toBeDisabled();
  },
};

export const Uploaded: Story = {
  args: {
    status: 'uploaded',
    progress: 100,
    message: 'audit.pdf was uploaded and added to the documents as pending review.',
  },
};

export const RejectedEmpty: Story = {
  args: { status: 'rejected', message: 'blank.pdf is empty (0 B). Choose a file that has content.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('blank.pdf is empty');
    await expect(canvas.getByLabelText('Choose a file')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RejectedTooLarge: Story = {
  args: { status: 'rejected', message: 'scan.pdf is 11 MB, over the 10 MB limit. Choose a smaller file.' },
};

/** A wrong type with a long, pasted name that holds HTML: shown as text and wrapped. */
export const RejectedWrongType: Story = {
  args: {
    status: 'rejected',
    message: `<b>setup</b>${'-very-long-name'.repeat(10)}.exe is not a type we accept. Choose one of: PDF, PNG, JPG, JPEG, DOC, DOCX, XLSX, CSV.`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"] b')).toBeNull();
  },
};
