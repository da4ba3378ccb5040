import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  MatchingSearchForm,
  type MatchingSearchFormProps,
  type TermFieldView,
} from '../../../src/components/tradeMatching/MatchingSearchForm';
import { parseTermList } from '../../../src/data/matchingSearch';

/** The field as the screen builds it from the typed text. */
function fieldOf(label: string, placeholder: string, value: string): TermFieldView {
  const list = parseTermList(value);
  return {
    label,
    placeholder,
    value,
    items: list.items,
    itemsLabel: `${label}: the list to search`,
    note:
      list.status === 'onlySeparators'
        ? 'Only commas: type at least one item between them, e.g. wheat, copper.'
        : list.duplicates > 0
          ? `${list.duplicates} duplicates removed.`
          : undefined,
    invalid: list.status === 'onlySeparators',
  };
}
const offering = (value: string) => fieldOf('Offering', 'e.g. crude oil, LNG', value);
const seeking = (value: string) => fieldOf('Seeking', 'e.g. wheat, machinery', value);

const meta = {
  title: 'Components/TradeMatching/MatchingSearchForm',
  component: MatchingSearchForm,
  args: {
    heading: 'Matching search',
    hint: 'Separate items with commas, e.g. wheat, cotton.',
    offering: offering(''),
    seeking: seeking(''),
    onOfferingChange: fn(),
    onSeekingChange: fn(),
    submitLabel: 'Find Matches',
    canSearch: false,
    searching: false,
    onSearch: fn(),
  },
  argTypes: { offering: { control: false }, seeking: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MatchingSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeDisabled();
  },
};

/** With the screen's parsing, to try inputs by hand. */
function Interactive(props: MatchingSearchFormProps) {
  const [offer, setOffer] = useState('');
  const [seek, setSeek] = useState('');
  const o = offering(offer);
  const s = seeking(seek);
  return (
    <MatchingSearchForm
      {...props}
      offering={o}
      seeking={s}
      onOfferingChange={setOffer}
      onSeekingChange={setSeek}
      canSearch={o.items.length > 0 && s.items.length > 0}
    />
  );
}

export const Ready: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ args, canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Find Matches' });
    await step('one list alone is not enough', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Offering' }),
        ' crude oil , lng,, Crude Oil ',
      );
      await expect(button).toBeDisabled();
      await expect(canvas.getByRole('list', { name: 'Offering: the list to search' })).toHaveTextContent(
        'crude oillng',
      );
      await expect(canvas.getByText('1 duplicates removed.')).toBeVisible();
    });
    await step('only commas count as empty, with a message', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Seeking' }), ', ,');
      await expect(button).toBeDisabled();
      await expect(canvas.getByRole('textbox', { name: 'Seeking' })).toHaveAttribute('aria-invalid', 'true');
    });
    await step('both lists: Find Matches searches (Enter works too)', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Seeking' }), 'wheat{Enter}');
      await expect(button).toBeEnabled();
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
    });
  },
};

export const OnlyCommas: Story = { args: { offering: offering(',,, ,'), seeking: seeking('wheat') } };

export const Running: Story = {
  args: { offering: offering('crude oil'), seeking: seeking('wheat'), searching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    offering: offering(`${'x'.repeat(300)}, <script>alert(1)</script>, .*`),
    seeking: seeking('wheat, wheat, WHEAT'),
    canSearch: true,
  },
};
