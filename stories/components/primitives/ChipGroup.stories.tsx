import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChipGroup, FilterChips, type ChipGroupProps } from '../../../src/components/primitives/ChipGroup';
import { useDirection } from '../../support/storyKit';

type Category = 'all' | 'energy' | 'agriculture' | 'machinery';

function ChipDemo(props: ChipGroupProps<Category>) {
  const [value, setValue] = useState(props.value);
  const dir = useDirection();
  return (
    <ChipGroup
      {...props}
      dir={dir}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Primitives/ChipGroup',
  component: ChipGroup<Category>,
  subcomponents: { FilterChips },
  render: ChipDemo,
  args: {
    label: 'Category',
    dir: 'ltr',
    value: 'all',
    onValueChange: fn(),
    options: [
      { value: 'all', label: 'All' },
      { value: 'energy', label: 'Energy' },
      { value: 'agriculture', label: 'Agriculture' },
      { value: 'machinery', label: 'Machinery' },
    ],
  },
} satisfies Meta<typeof ChipGroup<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChosen: Story = {};
export const OneChosen: Story = { args: { value: 'energy' } };

/** Pressing the chosen chip again keeps it: there is always one choice. */
export const AlwaysOneChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Energy' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('energy');
    await userEvent.click(canvas.getByRole('radio', { name: 'Energy' }));
    await expect(canvas.getByRole('radio', { name: 'Energy' })).toHaveAttribute('aria-checked', 'true');
  },
};
