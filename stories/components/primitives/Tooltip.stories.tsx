import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/primitives/Button';
import { Tooltip } from '../../../src/components/primitives/Tooltip';
import { docsFrame } from '../../support/storyKit';

const meta = {
  title: 'Components/Primitives/Tooltip',
  parameters: { docs: { story: docsFrame(180) } },
  component: Tooltip,
  args: {
    content: 'Valued in SDR at the rate of the trade date.',
    side: 'bottom',
    children: <Button>Trade value</Button>,
  },
  argTypes: {
    children: { control: false },
    side: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
  },
  // Room for the tooltip below its trigger.
  decorators: [
    (Story) => (
      <div css={{ minBlockSize: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const Closed: Story = {
  play: async ({ canvas, userEvent, step }) => {
    // The tooltip is portalled into <body>, outside the story's canvas.
    const body = within(document.body);
    await step('keyboard focus on the trigger shows the tooltip', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Trade value' })).toHaveFocus();
      await expect(await body.findByRole('tooltip')).toHaveTextContent(
        'Valued in SDR at the rate of the trade date.',
      );
    });
    await step('Esc hides it and keeps focus on the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: 'Trade value' })).toHaveFocus();
    });
  },
};
