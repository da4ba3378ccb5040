import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from 'framer-motion';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { joinTransition, MotionScope } from '../../../src/components/primitives/MotionScope';
import { useJoined } from '../../../src/components/primitives/useJoined';

const settled = /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/;

/** A list whose items slide in as they join: the ones there when it first showed stay still. */
function JoiningList({ initial }: { initial: readonly string[] }) {
  const [items, setItems] = useState(initial);
  const joined = useJoined(items);
  return (
    <MotionScope>
      <button type="button" onClick={() => setItems((now) => [...now, `Item ${now.length + 1}`])}>
        Add an item
      </button>
      <ul aria-label="Items">
        {items.map((item) => (
          <m.li
            key={item}
            data-joined={joined(item) ? 'true' : 'false'}
            initial={joined(item) ? { y: -12 } : false}
            animate={{ y: 0 }}
            transition={joinTransition}
          >
            {item}
          </m.li>
        ))}
      </ul>
    </MotionScope>
  );
}

/**
 * Motion for the `m.` components inside `MotionScope`: the animation features load in their own chunk
 * once it first renders, and under reduced motion nothing moves. `useJoined` tells which items joined a
 * list after it first showed, so only those animate in. Shown here in a list that grows.
 */
const meta = {
  title: 'Components/Primitives/MotionScope',
  component: JoiningList,
  subcomponents: { MotionScope },
  args: { initial: ['Item 1', 'Item 2', 'Item 3'] },
} satisfies Meta<typeof JoiningList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items there at first do not move; an item added later slides in and comes to rest. */
export const ItemJoins: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Items' });
    await step('the first items are still', async () => {
      for (const item of within(list).getAllByRole('listitem')) {
        await expect(item).toHaveAttribute('data-joined', 'false');
        await expect(getComputedStyle(item).transform).toMatch(settled);
      }
    });
    await step('an added item joins and settles in place', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add an item' }));
      const added = await within(list).findByText('Item 4');
      await expect(added).toHaveAttribute('data-joined', 'true');
      await waitFor(() => expect(getComputedStyle(added).transform).toMatch(settled));
    });
  },
};

/** An empty list: the first item added is the first to join. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an item' }));
    await expect(await canvas.findByText('Item 1')).toHaveAttribute('data-joined', 'true');
  },
};
