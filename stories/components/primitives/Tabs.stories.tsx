import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../../src/components/primitives/Tabs';
import { useDirection } from '../../support/storyKit';

const tabs = [
  ['overview', 'Overview'],
  ['send', 'Send'],
  ['receive', 'Receive'],
  ['history', 'History'],
] as const;

function TabsDemo({ defaultValue, inAddress = false }: { defaultValue: string; inAddress?: boolean }) {
  const dir = useDirection();
  return (
    <Tabs defaultValue={defaultValue} dir={dir}>
      <TabList aria-label="Wallet sections">
        {tabs.map(([value, label]) => (
          <Tab key={value} value={value} href={inAddress ? `/srd-wallet?tab=${value}` : undefined}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="overview">Overview panel</TabPanel>
      <TabPanel value="send">Send panel</TabPanel>
      <TabPanel value="receive">Receive panel</TabPanel>
      <TabPanel value="history">History panel</TabPanel>
    </Tabs>
  );
}

// The docs page names its first props table after the demo, whose name a production build minifies.
TabsDemo.displayName = 'TabsDemo';

/**
 * Tabs on Radix Tabs, styled for the app: `Tabs` around a `TabList` of `Tab`s and a `TabPanel` per
 * tab. The arrow keys move between tabs (mirrored right to left: pass `dir`), Home and End jump, and
 * each panel is labelled by its tab. A tab kept in the URL takes its address as `href` and is a link
 * to it: followed before the app is live, switched in place after, opened elsewhere with Ctrl, Cmd or
 * the middle button. Radix's documentation lists each part's props.
 */
const meta = {
  title: 'Components/Primitives/Tabs',
  component: TabsDemo,
  // The props of a tab, its `href` among them, beside the demo's.
  subcomponents: { Tab },
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

// Tabs kept in the URL: each is a link to its address, and a click switches the tab in place.
export const InTheAddress: Story = {
  args: { inAddress: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const address = window.location.href;
    await step('each tab is a link to its address', async () => {
      await expect(canvas.getByRole('tab', { name: 'Send' })).toHaveAttribute('href', '/srd-wallet?tab=send');
      await expect(canvas.getByRole('tab', { name: 'Send' }).tagName).toBe('A');
    });
    await step('a click selects the tab without following the link', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Send' }));
      await expect(canvas.getByRole('tab', { name: 'Send' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Send panel');
      await expect(window.location.href).toBe(address);
    });
    await step('the arrow keys move to the next tab and select it', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Receive' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: 'Receive' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};
