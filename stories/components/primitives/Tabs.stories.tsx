import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../../src/components/primitives/Tabs';
import { useDirection } from '../../support/storyKit';

function TabsDemo({ defaultValue }: { defaultValue: string }) {
  const dir = useDirection();
  return (
    <Tabs defaultValue={defaultValue} dir={dir}>
      <TabList aria-label="Wallet sections">
        <Tab value="overview">Overview</Tab>
        <Tab value="send">Send</Tab>
        <Tab value="receive">Receive</Tab>
        <Tab value="history">History</Tab>
      </TabList>
      <TabPanel value="overview">Overview panel</TabPanel>
      <TabPanel value="send">Send panel</TabPanel>
      <TabPanel value="receive">Receive panel</TabPanel>
      <TabPanel value="history">History panel</TabPanel>
    </Tabs>
  );
}

/**
 * Tabs on Radix Tabs, styled for the app: `Tabs` around a `TabList` of `Tab`s and a `TabPanel` per
 * tab. The arrow keys move between tabs (mirrored right to left: pass `dir`), Home and End jump, and
 * each panel is labelled by its tab. Radix's documentation lists each part's props.
 */
const meta = {
  title: 'Components/Primitives/Tabs',
  component: TabsDemo,
  args: { defaultValue: 'overview' },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const LastSelected: Story = { args: { defaultValue: 'history' } };

/** Arrow keys move between tabs and show their panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('focus the first tab, move right', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Send' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Send panel');
    });
    await step('End goes to the last tab', async () => {
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    });
  },
};
