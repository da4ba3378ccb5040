import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  TradeSearchFilters,
  type TradeSearchFiltersProps,
  type TradeSearchFiltersValues,
} from '../../../src/components/tradeSearch/TradeSearchFilters';
import { readVolumeRange } from '../../../src/data/tradeSearch';
import { categoryOptions, filterTexts, locationOptions, ts } from './tradeSearchFixtures';

const empty: TradeSearchFiltersValues = {
  query: '',
  location: 'all',
  category: 'all',
  minVolume: '',
  maxVolume: '',
};

/** The filters with their own state and the screen's volume rules, so typing shows the messages. */
function Live(props: TradeSearchFiltersProps) {
  const [values, setValues] = useState(props.values);
  const range = readVolumeRange(values.minVolume, values.maxVolume, 'en');
  const message = (bound: typeof range.min) =>
    bound.kind === 'invalid' ? ts(`errors.${bound.problem}`) : undefined;
  return (
    <TradeSearchFilters
      {...props}
      values={values}
      minError={range.reversed ? ts('errors.reversed') : message(range.min)}
      maxError={message(range.max)}
      onChange={(change) => {
        props.onChange(change);
        setValues((current) => ({ ...current, ...change }));
      }}
    />
  );
}

const meta = {
  title: 'Components/TradeSearch/TradeSearchFilters',
  component: TradeSearchFilters,
  render: (args) => <Live {...args} />,
  args: {
    texts: filterTexts,
    values: empty,
    locationOptions,
    categoryOptions,
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TradeSearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, step }) => {
    await step('typing and choosing report each change', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'wheat');
      await expect(args.onChange).toHaveBeenLastCalledWith({ query: 'wheat' });
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'agriculture');
      await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'agriculture' });
    });
  },
};

export const Filled: Story = {
  args: {
    values: {
      query: 'rice',
      location: 'in',
      category: 'agriculture',
      minVolume: '1,000',
      maxVolume: '10000',
    },
    texts: { ...filterTexts, activeText: '5 filters active' },
    onClear: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

// Bad volumes: the text stays as typed, with a message that says what is wrong.
export const Invalid: Story = {
  args: { values: { ...empty, minVolume: '-50', maxVolume: 'lots' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Min Volume' })).toHaveValue('-50');
    await expect(canvas.getByRole('textbox', { name: 'Min Volume' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(ts('errors.negative'))).toBeVisible();
    await expect(canvas.getByText(ts('errors.notNumber'))).toBeVisible();
  },
};

export const MinAboveMax: Story = {
  args: { values: { ...empty, minVolume: '9000', maxVolume: '100' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ts('errors.reversed'))).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Max Volume' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max Volume' }), '20000');
    await expect(canvas.queryByText(ts('errors.reversed'))).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    values: { ...empty, query: `<b>${'very long search text '.repeat(8)}</b>`, minVolume: '9'.repeat(60) },
  },
};
