// The data table primitive: a focusable scroll region holding a `dataTable`-styled table.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TableScroll, dataTable, type DataTableOptions } from '../../../src/components/primitives/DataTable';

interface DataTableStoryArgs extends DataTableOptions {
  rows: number;
  framed: boolean;
}

function DataTableStory({ rows, framed, ...options }: DataTableStoryArgs) {
  return (
    <TableScroll label="Shipments" framed={framed}>
      <table css={dataTable(options)}>
        <thead>
          <tr>
            <th scope="col">Shipment</th>
            <th scope="col">Route</th>
            <th scope="col" data-numeric>
              Value (SDR)
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td>{`SH-2026-${String(index + 1).padStart(3, '0')}`}</td>
              <td>Shanghai → Rotterdam, by sea through the Suez Canal</td>
              <td data-numeric>{(125_000 + index * 1_250).toLocaleString('en')}.00</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A wide table in the frame it scrolls in: `TableScroll`, a named region a keyboard can focus to scroll
 * it sideways on a narrow screen, around a `<table css={dataTable}>`.
 */
const meta = {
  title: 'Components/Primitives/DataTable',
  component: DataTableStory,
  subcomponents: { TableScroll },
  args: { rows: 3, framed: true },
} satisfies Meta<typeof DataTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Shipments' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const Unframed: Story = { args: { framed: false, headerBand: false, verticalAlign: 'top' } };

export const NarrowScreen: Story = {
  args: { rows: 12 },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
