import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TariffInfo } from '../../../src/components/customsClearance/TariffInfo';

const meta = {
  title: 'Components/CustomsClearance/TariffInfo',
  component: TariffInfo,
  args: {
    heading: 'Tariff Information',
    description: 'HS 7208.52.00 · Flat-rolled iron or non-alloy steel, hot-rolled, 4.75 mm to 10 mm thick',
    rows: [
      { id: 'duty', label: 'Duty rate', value: '3.2%' },
      { id: 'vat', label: 'VAT', value: '19%' },
      { id: 'fees', label: 'Additional fees', value: '0%' },
    ],
    totalLabel: 'Estimated total tax',
    total: 'SDR 27,875.00',
    totalHint: '0.223 × declared value of SDR 125,000.00',
    empty: { title: 'No tariff on file', body: 'There is no tariff for HS 9999.99.99 yet.' },
  },
} satisfies Meta<typeof TariffInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HS 7208.52.00: duty 3.2 %, VAT 19 %, fees 0 %; the tax is 0.223 x SDR 125,000. */
export const Known: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3.2%')).toBeVisible();
    await expect(canvas.getByText('19%')).toBeVisible();
    await expect(canvas.getByText('SDR 27,875.00')).toBeVisible();
  },
};

/** An HS code without a tariff on file. */
export const UnknownHsCode: Story = {
  args: { description: null, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tariff on file')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    description:
      'HS 7208.52.00 · Прокат плоский из железа или нелегированной стали шириной 600 мм или более, горячекатаный, неплакированный, без гальванического или другого покрытия',
    total: 'SDR 222,999,999,999.78',
    totalHint: '0.223 × declared value of SDR 999,999,999,999.00',
  },
};
