import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  StandardsCompliance,
  type StandardRow,
} from '../../../src/components/qualityControl/StandardsCompliance';

const row = (id: string, name: string, standard: string, value: number): StandardRow => ({
  id,
  name,
  standard,
  value,
  valueText: `${value}%`,
});

const meta = {
  title: 'Components/QualityControl/StandardsCompliance',
  component: StandardsCompliance,
  args: {
    heading: 'Standards Compliance',
    listLabel: 'Compliance by standard',
    standards: [
      row('qualityManagement', 'Quality management', 'ISO 9001:2015', 98),
      row('environmental', 'Environmental management', 'ISO 14001:2015', 95),
      row('occupationalSafety', 'Occupational health and safety', 'ISO 45001:2018', 92),
      row('productSafety', 'EU product conformity', 'CE', 100),
    ],
    empty: { title: 'No standards tracked', body: 'Standards you certify against will appear here.' },
  },
} satisfies Meta<typeof StandardsCompliance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByRole('progressbar', { name: 'Quality management (ISO 9001:2015)' }),
    ).toHaveAttribute('aria-valuenow', '98');
    await expect(canvas.getByText('ISO 45001:2018')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'EU product conformity (CE)' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Empty: Story = {
  args: { standards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No standards tracked')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

// The screen clamps to 0-100 before the bar; a zero shows an empty track.
export const LowAndFull: Story = {
  args: {
    standards: [
      row('none', 'Not yet audited', 'ISO 22000:2018', 0),
      row('half', 'Food safety', 'HACCP', 50),
      row('full', 'Product conformity', 'CE', 100),
    ],
  },
};

export const LongText: Story = {
  args: {
    standards: [
      row(
        'long',
        'Occupational health and safety management systems, requirements with guidance for use',
        'ISO 45001:2018/Amd 1:2024 + national annex <DE>',
        92,
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/national annex <DE>/)).toBeVisible();
  },
};

export const ManyStandards: Story = {
  args: {
    standards: Array.from({ length: 12 }, (_, i) =>
      row(`s${i}`, `Standard ${i + 1}`, `ISO ${9000 + i * 1000}:2015`, 100 - i * 7),
    ),
  },
};
