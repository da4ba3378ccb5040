import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from '../../../src/components/primitives/FactList';

const meta = {
  title: 'Components/Primitives/FactList',
  component: FactList,
  args: {
    facts: [
      { id: 'amount', label: 'Amount', value: 'SDR 2,500,000.00' },
      { id: 'rate', label: 'Interest rate', value: '4.5%' },
      { id: 'term', label: 'Term', value: '12 months' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small muted label over a bold value, as financing offers show them. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Amount',
      'Interest rate',
      'Term',
    ]);
    await expect(canvas.getByText('SDR 2,500,000.00').tagName).toBe('DD');
    await expect(canvasElement.querySelector('[data-field]')).toBeNull();
  },
};

/** One fact a line, label at the start and value at the end, marked for tests. */
export const SpreadAndMarked: Story = {
  args: { variant: 'spread', marked: true },
  play: async ({ canvasElement }) => {
    const rate = canvasElement.querySelector('[data-field="rate"]');
    await expect(rate).toHaveTextContent('Interest rate4.5%');
    await expect(getComputedStyle(rate as Element).justifyContent).toBe('space-between');
  },
};

/** Long values wrap inside the list, in Arabic right to left. */
export const ArabicLongValue: Story = {
  args: {
    facts: [
      { id: 'amount', label: 'المبلغ', value: 'SDR 2,500,000,000,000.00 لكل شحنة من شحنات الصلب المدرفل' },
      { id: 'term', label: 'المدة', value: '١٢ شهرًا' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
