import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  RequiredDocuments,
  type DocumentView,
} from '../../../src/components/customsClearance/RequiredDocuments';

const doc = (
  id: string,
  name: string,
  status: 'Approved' | 'Pending' | 'Rejected',
  required = true,
): DocumentView => ({
  id,
  name,
  statusLabel: status,
  statusTone: status === 'Approved' ? 'success' : status === 'Pending' ? 'warning' : 'danger',
  requirementLabel: required ? 'Required' : 'Optional',
});

const documents = [
  doc('D-001-1', 'Commercial invoice', 'Approved'),
  doc('D-001-2', 'Bill of lading', 'Approved'),
  doc('D-001-3', 'Certificate of origin', 'Pending'),
  doc('D-001-4', 'Packing list', 'Pending'),
  doc('D-001-5', 'Insurance certificate', 'Rejected', false),
];

const upload = {
  label: 'Upload Document',
  hint: 'PDF, PNG, JPG, DOC, DOCX, XLSX or CSV, up to 10 MB',
  accept: '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xlsx,.csv',
  status: 'idle' as const,
  progress: 0,
  progressLabel: 'Upload progress',
  message: null,
};

const meta = {
  title: 'Components/CustomsClearance/RequiredDocuments',
  component: RequiredDocuments,
  args: {
    heading: 'Required Documents',
    listLabel: 'Declaration documents',
    documents,
    empty: { title: 'No documents yet', body: 'Upload the documents of the declaration.' },
    upload,
    onPick: fn(),
  },
} satisfies Meta<typeof RequiredDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved, pending and other statuses; picking a file hands it to the screen. */
export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('five documents with their statuses', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
      await expect(canvas.getAllByText('Approved')).toHaveLength(2);
      await expect(canvas.getAllByText('Pending')).toHaveLength(2);
      await expect(canvas.getByText('Rejected')).toBeVisible();
    });
    await step('Upload Document picks a file', async () => {
      const file = new File(['%PDF-1.7'], 'import-permit.pdf', { type: 'application/pdf' });
      await userEvent.upload(canvas.getByLabelText('Upload Document'), file);
      await expect(args.onPick).toHaveBeenCalledWith(file);
    });
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No documents yet')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { upload: { ...upload, status: 'uploading', progress: 40, message: 'Uploading import-permit.pdf…' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByLabelText('Upload Document')).toBeDisabled();
  },
};

/** An empty, huge or wrong file: the reason is announced as an alert and nothing joins the list. */
export const Rejected: Story = {
  args: {
    upload: {
      ...upload,
      status: 'rejected',
      message: 'setup.exe is not a supported type. Use PDF, PNG, JPG, DOC, DOCX, XLSX or CSV.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('setup.exe');
  },
};

export const Uploaded: Story = {
  args: {
    documents: [...documents, doc('CC-2026-001-U1', 'import-permit.pdf', 'Pending', false)],
    upload: {
      ...upload,
      status: 'uploaded',
      message: 'import-permit.pdf was added to the documents as pending.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('import-permit.pdf was added');
  },
};

export const ManyItems: Story = {
  args: {
    documents: Array.from({ length: 16 }, (_, index) =>
      doc(`D-${index}`, `scan-${index + 1}.pdf`, index % 3 === 0 ? 'Approved' : 'Pending', index < 4),
    ),
  },
};

// A picked file's name is the member's text: markup and long unbroken names stay text and wrap.
export const LongText: Story = {
  args: {
    documents: [
      doc('D-1', '<img src=x onerror=alert(1)>.pdf', 'Pending', false),
      doc('D-2', `${'very-long-file-name-without-spaces-'.repeat(5)}.pdf`, 'Pending', false),
      doc(
        'D-3',
        'Сертификат происхождения формы «А» с апостилем и нотариально заверенным переводом',
        'Approved',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>.pdf')).toBeVisible();
  },
};
