import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentToolbar } from '../../../src/components/complianceDashboard/DocumentToolbar';

const meta = {
  title: 'Components/ComplianceDashboard/DocumentToolbar',
  component: DocumentToolbar,
  args: {
    labels: {
      upload: 'Upload',
      filter: 'Filter',
      search: 'Search documents',
      searchPlaceholder: 'Search documents...',
      clearSearch: 'Clear search',
    },
    uploadOpen: false,
    filterOpen: false,
    uploadPanelId: 'upload-panel',
    filterPanelId: 'filter-panel',
    query: '',
    resultText: 'Showing 10 of 10 documents',
    onToggleUpload: fn(),
    onToggleFilter: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof DocumentToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Upload and Filter report to the screen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
      await expect(args.onToggleUpload).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
      await expect(args.onToggleFilter).toHaveBeenCalled();
    });
    await step('typing searches, any text', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Search documents' });
      await expect(box).toHaveAttribute('placeholder', 'Search documents...');
      await userEvent.type(box, '<b>');
      await expect(args.onQueryChange).toHaveBeenCalledWith('<');
    });
  },
};

/** Both panels open, two filters on, a search typed. The panels the buttons control stand in below. */
export const Filtered: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="upload-panel">Upload panel</div>
        <div id="filter-panel">Filter panel</div>
      </>
    ),
  ],
  args: {
    uploadOpen: true,
    filterOpen: true,
    labels: { ...meta.args.labels, filter: 'Filter (2)' },
    query: 'iso',
    resultText: 'Showing 1 of 10 documents',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    labels: {
      upload: 'Загрузить документ',
      filter: 'Фильтр по типу, статусу и региону (3)',
      search: 'Поиск документов',
      searchPlaceholder: 'Поиск документов...',
      clearSearch: 'Очистить поиск',
    },
    query: 'W'.repeat(200),
    resultText: 'Показано 0 из 10 документов',
  },
};
