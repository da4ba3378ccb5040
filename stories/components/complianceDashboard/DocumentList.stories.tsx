import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentList, type DocumentView } from '../../../src/components/complianceDashboard/DocumentList';

const document = (id: string, name: string, extra: Partial<DocumentView> = {}): DocumentView => ({
  id,
  name,
  typeLabel: 'Food Safety',
  statusLabel: 'Compliant',
  statusTone: 'success',
  regionLabel: 'Global',
  riskLabel: 'Low risk',
  riskTone: 'success',
  expiryText: 'Expires Jun 30, 2027',
  updatedText: 'Updated Oct 2, 2026',
  downloadLabel: `Download ${name}`,
  ...extra,
});

const documents: DocumentView[] = [
  document('DOC-001', 'ISO 22000:2018 Food Safety Certificate'),
  document('DOC-003', 'FDA Food Facility Registration', {
    typeLabel: 'Regulatory',
    statusLabel: 'Pending',
    statusTone: 'pending',
    regionLabel: 'North America',
    riskLabel: 'Medium risk',
    riskTone: 'warning',
    expiryText: 'Expires Dec 1, 2026',
    expiringSoonText: 'Expires in 9 days',
  }),
  document('DOC-007', 'Halal Certificate - Edible Oils', {
    statusLabel: 'Expired',
    statusTone: 'danger',
    riskLabel: 'High risk',
    riskTone: 'danger',
    expiryText: 'Expires Nov 10, 2026',
  }),
];

const meta = {
  title: 'Components/ComplianceDashboard/DocumentList',
  component: DocumentList,
  args: {
    listLabel: 'Documents',
    documents,
    empty: {
      title: 'No document matches',
      body: 'Try other words or fewer filters.',
      action: 'Clear search and filters',
    },
    onDownload: fn(),
    onEmptyAction: fn(),
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each document has its own download', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download FDA Food Facility Registration' }));
      await expect(args.onDownload).toHaveBeenCalledWith('DOC-003');
    });
    await step('the expiring one is flagged', async () => {
      await expect(canvas.getByText('Expires in 9 days')).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.onEmptyAction).toHaveBeenCalled();
  },
};

/** Opened from a link (`?doc=DOC-007`): that document is marked as the current one. */
export const Selected: Story = {
  args: { selectedId: 'DOC-007' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toHaveLength(1);
    await expect(canvas.getByText('Halal Certificate - Edible Oils').closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A document the member uploaded: pending, expiry unknown. */
export const Uploaded: Story = {
  args: {
    documents: [
      document('UPL-001', 'organic-certificate.pdf', {
        statusLabel: 'Pending',
        statusTone: 'pending',
        riskLabel: 'Medium risk',
        riskTone: 'warning',
        expiryText: 'Expiry date not set',
        updatedText: 'Updated Nov 22, 2026',
        uploadedText: 'Uploaded by you',
      }),
      ...documents,
    ],
  },
};

/** A pasted file name with HTML and no spaces: shown as text, wrapped. */
export const LongText: Story = {
  args: {
    documents: [document('UPL-002', `<img src=x onerror=alert(1)>${'very-long-file-name-'.repeat(8)}.pdf`)],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ManyItems: Story = {
  args: {
    documents: Array.from({ length: 24 }, (_, index) =>
      document(`DOC-${String(index + 1).padStart(3, '0')}`, `Compliance document ${index + 1}`),
    ),
  },
};
