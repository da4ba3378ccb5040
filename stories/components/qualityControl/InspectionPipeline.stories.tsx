import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  InspectionPipeline,
  type PipelineStage,
} from '../../../src/components/qualityControl/InspectionPipeline';

type Status = 'completed' | 'inProgress' | 'pending';
const statusLabels = { completed: 'Completed', inProgress: 'In Progress', pending: 'Pending' } as const;
const statusTones = { completed: 'success', inProgress: 'active', pending: 'pending' } as const;

const stage = (id: string, name: string, status: Status, scoreText: string | null): PipelineStage => ({
  id,
  name,
  status,
  statusLabel: statusLabels[status],
  statusTone: statusTones[status],
  scoreText,
});

const meta = {
  title: 'Components/QualityControl/InspectionPipeline',
  component: InspectionPipeline,
  args: {
    heading: 'Inspection Pipeline',
    description: 'Tests passed: 24',
    listLabel: 'Inspection stages, in order',
    stages: [
      stage('rawMaterial', 'Raw material inspection', 'completed', '98%'),
      stage('inProcess', 'In-process inspection', 'completed', '95%'),
      stage('finalProduct', 'Final product testing', 'inProgress', null),
      stage('packaging', 'Packaging and shipping check', 'pending', null),
    ],
    labels: { score: 'Score', noScore: 'No score yet' },
    empty: { title: 'No inspection stages', body: 'The stages of an inspection will appear here.' },
  },
} satisfies Meta<typeof InspectionPipeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourStages: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const items = () => canvas.getAllByRole('listitem');
    await step('four stages in order, each with its written status', async () => {
      await expect(items()).toHaveLength(4);
      await expect(items()[0]).toHaveTextContent('Completed');
      await expect(items()[2]).toHaveTextContent('In Progress');
      await expect(items()[3]).toHaveTextContent('Pending');
      await expect(canvas.getByText('Tests passed: 24')).toBeVisible();
    });
    await step('a stage with a score shows it; one without shows a dash named "No score yet"', async () => {
      await expect(items()[0]).toHaveTextContent('98%');
      await expect(canvas.getAllByRole('img', { name: 'No score yet' })).toHaveLength(2);
    });
  },
};

export const AllCompleted: Story = {
  args: {
    stages: [
      stage('rawMaterial', 'Raw material inspection', 'completed', '98%'),
      stage('inProcess', 'In-process inspection', 'completed', '95%'),
      stage('finalProduct', 'Final product testing', 'completed', '91%'),
      stage('packaging', 'Packaging and shipping check', 'completed', '100%'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: 'No score yet' })).toBeNull();
  },
};

// Nothing scored yet: every stage shows the dash.
export const NoScores: Story = {
  args: {
    stages: [
      stage('rawMaterial', 'Raw material inspection', 'inProgress', null),
      stage('inProcess', 'In-process inspection', 'pending', null),
      stage('finalProduct', 'Final product testing', 'pending', null),
      stage('packaging', 'Packaging and shipping check', 'pending', null),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'No score yet' })).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { stages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No inspection stages')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    stages: [
      stage(
        'rawMaterial',
        'Incoming raw material inspection with metallurgical sampling and certificate verification',
        'completed',
        '100.0%',
      ),
      stage('packaging', 'Packaging <seal> & "shipping" check', 'inProgress', null),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Packaging <seal>/)).toBeVisible();
  },
};

export const ManyStages: Story = {
  args: {
    stages: Array.from({ length: 10 }, (_, i) =>
      stage(
        `s${i}`,
        `Stage ${i + 1}`,
        i < 4 ? 'completed' : i === 4 ? 'inProgress' : 'pending',
        i < 4 ? `${90 + i}%` : null,
      ),
    ),
  },
};
