import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ClearanceTimeline,
  type TimelineEntryView,
} from '../../../src/components/customsClearance/ClearanceTimeline';

const stateLabels = { done: 'Completed', current: 'In progress', upcoming: 'Upcoming' } as const;
const steps = [
  ['arrived', 'Goods arrived at port'],
  ['declarationSubmitted', 'Declaration submitted'],
  ['dutiesPaid', 'Duties paid'],
  ['customsReview', 'Customs review completed'],
  ['cleared', 'Cleared for release'],
] as const;

/** The five steps with the first `done` completed and the next one current. */
const entries = (done: number): TimelineEntryView[] =>
  steps.map(([step, label], index) => {
    const state = index < done ? 'done' : index === done ? 'current' : 'upcoming';
    return { step, label, state, stateLabel: stateLabels[state] };
  });

const meta = {
  title: 'Components/CustomsClearance/ClearanceTimeline',
  component: ClearanceTimeline,
  args: { label: 'Clearance steps', entries: entries(1) },
} satisfies Meta<typeof ClearanceTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Goods arrived; the declaration is the current step. */
export const InReview: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const SubmittedAndPaid: Story = { args: { entries: entries(3) } };

export const Cleared: Story = {
  args: { entries: entries(5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Completed')).toHaveLength(5);
  },
};

export const LongText: Story = {
  args: {
    entries: entries(2).map((entry) => ({
      ...entry,
      label: `${entry.label}: Таможенный пост Гамбург-Вальтерсхоф, терминал Буркардкай, причал 7`,
    })),
  },
};
