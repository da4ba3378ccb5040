import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomsShipmentDetail } from '../../../src/components/customsClearance/CustomsShipmentDetail';

const rows = [
  { id: 'hsCode', label: 'HS code', value: '7208.52.00' },
  { id: 'value', label: 'Declared value', value: 'SDR 125,000.00' },
  { id: 'weight', label: 'Weight', value: '25,000 kg' },
  { id: 'documentsStatus', label: 'Documents status', value: 'Required documents pending' },
  { id: 'estimatedClearance', label: 'Estimated clearance', value: 'Nov 28, 2026' },
];

const meta = {
  title: 'Components/CustomsClearance/CustomsShipmentDetail',
  component: CustomsShipmentDetail,
  args: {
    heading: 'Hot-rolled steel coils',
    description: 'CC-2026-001 · Shanghai, China → Hamburg, Germany',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
    rows,
  },
} satisfies Meta<typeof CustomsShipmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomsReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Customs Review')).toBeVisible();
    await expect(canvas.getByText('7208.52.00')).toBeVisible();
  },
};

export const Cleared: Story = {
  args: {
    heading: 'Hot-rolled steel plates',
    description: 'CC-2026-002 · Busan, South Korea → Rotterdam, Netherlands',
    statusLabel: 'Cleared',
    statusTone: 'success',
    rows: [
      { id: 'hsCode', label: 'HS code', value: '7208.52.00' },
      { id: 'value', label: 'Declared value', value: 'SDR 86,500.00' },
      { id: 'weight', label: 'Weight', value: '18,000 kg' },
      { id: 'documentsStatus', label: 'Documents status', value: 'All required documents approved' },
      { id: 'estimatedClearance', label: 'Estimated clearance', value: 'Nov 19, 2026' },
    ],
  },
};

export const LongText: Story = {
  args: {
    heading: 'Стальной лист для судостроения, горячекатаный, толщиной от 4,75 до 10 мм, <i>партия 7</i>',
    description: 'CC-2026-003 · Порт Мумбаи-Нава-Шева, Индия → Пирей-Контейнерный-Терминал-Пирс-III, Греция',
    statusLabel: 'Таможенная проверка',
    rows: rows.map((row) => (row.id === 'value' ? { ...row, value: 'SDR 999,999,999,999.99' } : row)),
  },
};
