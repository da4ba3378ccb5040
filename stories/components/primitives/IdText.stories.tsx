import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IdText, withIds } from '../../../src/components/primitives/IdText';

/** An id inside a sentence: isolated left to right with its `#`, never broken across lines. */
const meta = {
  title: 'Components/Primitives/IdText',
  component: IdText,
  args: { children: '#SH-2026-009' },
} satisfies Meta<typeof IdText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alone: Story = {
  play: async ({ canvasElement }) => {
    const id = within(canvasElement).getByText('#SH-2026-009');
    await expect(id.tagName).toBe('BDI');
    await expect(id).toHaveAttribute('dir', 'ltr');
  },
};

/** In an Arabic sentence in a narrow column: the id stays one unit, its `#` before the digits. */
export const InArabicSentence: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <p dir="rtl" style={{ inlineSize: 160 }}>
      {withIds('دفعة شحنة الصلب #SH-2026-009')}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const id = within(canvasElement).getByText('#SH-2026-009');
    await expect(id.getClientRects()).toHaveLength(1);
  },
};
