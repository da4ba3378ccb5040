import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  ProductFiltersPanel,
  type ProductFiltersPanelProps,
} from '../../../src/components/products/ProductFiltersPanel';
import type { FilterBound } from '../../../src/data/decimal';
import { checkPriceRange, type Availability } from '../../../src/data/productCatalog';
import type { ProductCategoryFilter } from '../../../src/data/products';
import { useDirection } from '../../support/storyKit';

const errors = {
  notNumber: 'Enter a number, for example 250 or 12.50.',
  negative: 'A price cannot be negative.',
  tooLarge: 'Enter a price of at most 1,000,000,000.',
  tooLong: 'Keep it to at most 32 characters.',
  decimals: 'Use at most 2 decimals.',
};
const errorOf = (parse: FilterBound) => (parse.kind === 'invalid' ? errors[parse.problem] : undefined);

/** Holds the draft and validates it as the screen's Filters dialog does. */
function Stateful(props: ProductFiltersPanelProps) {
  const dir = useDirection();
  const [category, setCategory] = useState<ProductCategoryFilter>(props.category);
  const [availability, setAvailability] = useState<Availability[]>([...props.availability]);
  const [minText, setMin] = useState(props.minText);
  const [maxText, setMax] = useState(props.maxText);
  const check = checkPriceRange(minText, maxText, 'en');
  return (
    <div css={{ maxInlineSize: 520 }}>
      <ProductFiltersPanel
        {...props}
        dir={dir}
        category={category}
        onCategoryChange={(next) => {
          setCategory(next);
          props.onCategoryChange(next);
        }}
        availability={availability}
        onAvailabilityChange={(value, checked) => {
          setAvailability((current) =>
            checked ? [...current, value] : current.filter((item) => item !== value),
          );
          props.onAvailabilityChange(value, checked);
        }}
        minText={minText}
        maxText={maxText}
        onMinChange={setMin}
        onMaxChange={setMax}
        minError={errorOf(check.min)}
        maxError={errorOf(check.max)}
        rangeError={check.minAboveMax ? 'The minimum price is above the maximum price.' : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Products/ProductFiltersPanel',
  component: ProductFiltersPanel,
  render: Stateful,
  args: {
    dir: 'ltr',
    labels: {
      category: 'Category',
      availability: 'Availability',
      availabilityHint: 'None ticked shows every product.',
      price: 'Price range',
      min: 'Minimum price',
      max: 'Maximum price',
    },
    categoryOptions: [
      { value: 'all', label: 'All' },
      { value: 'energy', label: 'Energy' },
      { value: 'agriculture', label: 'Agriculture' },
      { value: 'machinery', label: 'Machinery' },
      { value: 'textiles', label: 'Textiles' },
      { value: 'minerals', label: 'Minerals' },
      { value: 'technology', label: 'Technology' },
    ],
    category: 'all',
    onCategoryChange: fn(),
    availabilityOptions: [
      { value: 'available', label: 'available' },
      { value: 'limited', label: 'limited' },
      { value: 'out-of-stock', label: 'out of stock' },
    ],
    availability: [],
    onAvailabilityChange: fn(),
    minText: '',
    maxText: '',
    onMinChange: fn(),
    onMaxChange: fn(),
  },
} satisfies Meta<typeof ProductFiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { category: 'minerals', availability: ['limited'], minText: '100', maxText: '9000' },
};

/** Min above max: a clear message, both fields marked, what was typed kept. */
export const MinAboveMax: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum price'), '500');
    await userEvent.type(canvas.getByLabelText('Maximum price'), '100');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The minimum price is above the maximum price.',
    );
    await expect(canvas.getByLabelText('Minimum price')).toHaveValue('500');
    await expect(canvas.getByLabelText('Minimum price')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('text that is not a number is kept and explained', async () => {
      await userEvent.type(canvas.getByLabelText('Minimum price'), '<b>cheap</b>');
      await expect(canvas.getByLabelText('Minimum price')).toHaveValue('<b>cheap</b>');
      await expect(canvas.getByText(errors.notNumber)).toBeVisible();
      await expect(canvas.getByLabelText('Minimum price')).toHaveAccessibleDescription(errors.notNumber);
    });
    await step('a negative price is refused with its own message', async () => {
      await userEvent.type(canvas.getByLabelText('Maximum price'), '-5');
      await expect(canvas.getByText(errors.negative)).toBeVisible();
    });
  },
};

export const PickCategoryAndAvailability: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Energy' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('energy');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'out of stock' }));
    await expect(args.onAvailabilityChange).toHaveBeenLastCalledWith('out-of-stock', true);
    await expect(canvas.getByRole('checkbox', { name: 'out of stock' })).toBeChecked();
  },
};
