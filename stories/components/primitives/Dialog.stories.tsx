import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/primitives/Button';
import { Dialog, DialogClose, type DialogProps } from '../../../src/components/primitives/Dialog';
import { docsFrame } from '../../support/storyKit';

function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Primitives/Dialog',
  parameters: { docs: { story: docsFrame(420) } },
  component: Dialog,
  subcomponents: { DialogClose },
  render: DialogDemo,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Alert settings',
    description: 'Choose which market alerts you receive.',
    closeLabel: 'Close',
    children: <p>Dialog body.</p>,
    footer: <Button variant="primary">Save</Button>,
  },
  // Elements, not data: Controls cannot edit them (and cannot print a styled() element type).
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const WithoutDescription: Story = { args: { open: true, description: undefined } };

/** Esc closes and focus returns to the button that opened it. */
export const KeyboardClose: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open settings' });
    await step('open', async () => {
      await userEvent.click(opener);
      await expect(await screen.findByRole('dialog', { name: 'Alert settings' })).toBeVisible();
    });
    await step('Esc closes, focus returns', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Radix returns focus as the dialog unmounts, a tick after Esc.
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};
