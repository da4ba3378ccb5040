import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionCard } from '../../../src/components/primitives/SectionCard';

const meta = {
  title: 'Components/Primitives/SectionCard',
  component: SectionCard,
  args: {
    heading: 'Security',
    description: 'How trades and member data are protected.',
    state: 'ready',
    children: <p>End-to-end encryption of every message between members.</p>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landmark named by its own heading, with its description and content. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Security' });
    await expect(section).toHaveAttribute('data-state', 'ready');
    await expect(within(section).getByText('How trades and member data are protected.')).toBeVisible();
    await expect(within(section).getByText(/End-to-end encryption/)).toBeVisible();
  },
};

/** Without a description; the state is the caller's. */
export const EmptyWithoutDescription: Story = {
  args: { description: undefined, state: 'empty', children: <p>Nothing to show yet.</p> },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Security' });
    await expect(section).toHaveAttribute('data-state', 'empty');
  },
};
