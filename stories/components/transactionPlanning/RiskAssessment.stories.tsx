import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RiskAssessment,
  type RiskFactorView,
} from '../../../src/components/transactionPlanning/RiskAssessment';

const tone = (level: string) => (level === 'High' ? 'danger' : level === 'Medium' ? 'warning' : 'success');
const factor = (id: string, name: string, risk: string, impact: string): RiskFactorView => ({
  id,
  factor: name,
  riskLabel: risk,
  riskTone: tone(risk),
  impactLabel: impact,
  impactTone: tone(impact),
});

const meta = {
  title: 'Components/TransactionPlanning/RiskAssessment',
  component: RiskAssessment,
  args: {
    heading: 'Risk Assessment',
    caption: 'Risk factors with their risk level and impact',
    factors: [
      factor('currency', 'Currency volatility', 'Medium', 'High'),
      factor('default', 'Counterparty default', 'Low', 'High'),
      factor('supply', 'Supply chain disruption', 'Medium', 'Medium'),
      factor('regulatory', 'Regulatory changes', 'Low', 'Medium'),
    ],
    labels: { factor: 'Factor', risk: 'Risk', impact: 'Impact' },
    empty: { title: 'No risk factors', body: 'Assessed risks will appear here.' },
  },
} satisfies Meta<typeof RiskAssessment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Risk factors with their risk level and impact' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const row = within(table).getByRole('row', { name: /Currency volatility/ });
    await expect(within(row).getByText('High')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Empty: Story = {
  args: { factors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No risk factors')).toBeVisible();
  },
};

export const ManyAndLongText: Story = {
  args: {
    factors: Array.from({ length: 10 }, (_, i) =>
      factor(
        `f${i}`,
        i === 0
          ? 'Sanctions screening of a sub-supplier in a third country with a very long name'
          : `Factor ${i + 1}`,
        ['High', 'Medium', 'Low'][i % 3]!,
        ['Low', 'High', 'Medium'][i % 3]!,
      ),
    ),
  },
};
