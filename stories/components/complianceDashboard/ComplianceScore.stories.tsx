import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ComplianceScore,
  type ScoreBandView,
} from '../../../src/components/complianceDashboard/ComplianceScore';

const bands = (current: string): ScoreBandView[] => [
  { id: 'excellent', label: 'Excellent', range: '90-100', tone: 'success', current: current === 'excellent' },
  { id: 'good', label: 'Good', range: '70-89', tone: 'info', current: current === 'good' },
  {
    id: 'needsAttention',
    label: 'Needs Attention',
    range: 'below 70',
    tone: 'warning',
    current: current === 'needsAttention',
  },
];

const meta = {
  title: 'Components/ComplianceDashboard/ComplianceScore',
  component: ComplianceScore,
  args: {
    heading: 'Compliance Score',
    description: 'Overall standing across documents, audits and alerts.',
    percent: 75,
    percentText: '75%',
    bandLabel: 'Good',
    bandTone: 'info',
    progressLabel: 'Compliance Score',
    bandsLabel: 'Score bands',
    currentText: '(current band)',
    bands: bands('good'),
  },
} satisfies Meta<typeof ComplianceScore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's score: 75 %, in the Good band. */
export const Good: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the bar reads 75 % and Good', async () => {
      const bar = canvas.getByRole('progressbar', { name: 'Compliance Score' });
      await expect(bar).toHaveAttribute('aria-valuenow', '75');
      await expect(bar).toHaveAttribute('aria-valuetext', '75%, Good');
    });
    await step('the Good band is marked current', async () => {
      const items = within(canvas.getByRole('list', { name: 'Score bands' })).getAllByRole('listitem');
      await expect(items[1]).toHaveAttribute('aria-current', 'true');
      await expect(items[0]).not.toHaveAttribute('aria-current');
    });
  },
};

export const Excellent: Story = {
  args: {
    percent: 90,
    percentText: '90%',
    bandLabel: 'Excellent',
    bandTone: 'success',
    bands: bands('excellent'),
  },
};

export const NeedsAttention: Story = {
  args: {
    percent: 69,
    percentText: '69%',
    bandLabel: 'Needs Attention',
    bandTone: 'warning',
    bands: bands('needsAttention'),
  },
};

/** Long labels (Russian) wrap inside the legend. */
export const LongText: Story = {
  args: {
    heading: 'Оценка соответствия',
    description: 'Общее состояние документов, аудитов и оповещений по всем регионам и поставщикам.',
    bandLabel: 'Хорошо',
    currentText: '(текущий диапазон)',
    bands: bands('good').map((band) => ({
      ...band,
      label: `${band.label} — очень длинное название диапазона`,
    })),
  },
};
