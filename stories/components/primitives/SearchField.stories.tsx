import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from '../../../src/components/primitives/SearchField';

/** Holds the value like a screen does, and reports every change. */
function Controlled(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <SearchField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output style={{ display: 'block', marginBlockStart: 8 }}>Query: {value}</output>
    </div>
  );
}

const meta = {
  title: 'Components/Primitives/SearchField',
  component: SearchField,
  render: Controlled,
  args: {
    label: 'Search products',
    value: '',
    onChange: fn(),
    placeholder: 'Search products, categories, or locations...',
    clearLabel: 'Clear search',
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const WithText: Story = { args: { value: 'copper' } };

/** Markup typed into the box stays text, and the clear button empties the box and keeps focus there. */
export const HtmlIsText: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await step('type markup and regex characters', async () => {
      await userEvent.type(box, '<b>(.*)</b>');
      await expect(box).toHaveValue('<b>(.*)</b>');
      await expect(canvas.getByText('Query: <b>(.*)</b>')).toBeInTheDocument();
      await expect(canvasElement.querySelector('output b')).toBeNull();
    });
    await step('clear', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(box).toHaveValue('');
      await expect(box).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith('');
    });
  },
};
