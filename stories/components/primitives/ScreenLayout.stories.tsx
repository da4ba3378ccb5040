// The screen layout primitive: a page of sections, and columns that share the width on wide screens.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardHeader } from '../../../src/components/primitives/Card';
import {
  Columns,
  Page,
  Stack,
  type ColumnsRatio,
  type LayoutGap,
} from '../../../src/components/primitives/ScreenLayout';

interface ScreenLayoutStoryArgs {
  ratio: ColumnsRatio;
  gap: LayoutGap;
  /** Panels in the columns (two for a ratio, any number for `fit`). */
  panels: number;
  pageGap?: LayoutGap;
}

const names = ['Shipments', 'Declaration', 'Documents', 'Duties'];

function ScreenLayoutStory({ ratio, gap, panels, pageGap }: ScreenLayoutStoryArgs) {
  return (
    <Page gap={pageGap} data-testid="page">
      <Card>
        <CardHeader title="Customs clearance" description="A full-width section above the columns." />
      </Card>
      <Columns ratio={ratio} gap={gap} data-testid="columns">
        {names.slice(0, panels).map((name) => (
          <Stack key={name} data-testid="column">
            <Card>
              <CardHeader title={name} level={3} description="A panel of this column." />
            </Card>
          </Stack>
        ))}
      </Columns>
    </Page>
  );
}

/**
 * A screen's layout: `Page` (its sections one under another, each hydrating on its own), `Columns`
 * (side by side from the lg breakpoint in a `ratio`, or as many as `fit`, stacked below it) and
 * `Stack`. Screens use these, never grid styles of their own.
 */
const meta = {
  title: 'Components/Primitives/ScreenLayout',
  component: ScreenLayoutStory,
  subcomponents: { Page, Columns, Stack },
  args: { ratio: '3:2', gap: 5, panels: 2 },
} satisfies Meta<typeof ScreenLayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The columns' boxes, in the order they are written. */
function columnsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = canvas.getByTestId('columns');
  const boxes = canvas.getAllByTestId('column').map((column) => column.getBoundingClientRect());
  const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ');
  return { grid, boxes, tracks };
}

/** Side by side with widths in `ratio`, the first at the reading start, `gap` px apart. */
async function expectSideBySide(canvasElement: HTMLElement, ratio: number, gap: number, rtl: boolean) {
  const { boxes, tracks } = columnsOf(canvasElement);
  const [first, second] = boxes;
  await expect(tracks).toHaveLength(2);
  await expect(first?.top).toBe(second?.top);
  await expect((first?.width ?? 0) / (second?.width ?? 1)).toBeCloseTo(ratio, 2);
  const space = rtl ? (first?.left ?? 0) - (second?.right ?? 0) : (second?.left ?? 0) - (first?.right ?? 0);
  await expect(space).toBeCloseTo(gap, 0);
  await expect(getComputedStyle(canvasElement.ownerDocument.documentElement).direction).toBe(
    rtl ? 'rtl' : 'ltr',
  );
}

/** One column: every panel as wide as the page, one under another `gap` px apart. */
async function expectStacked(canvasElement: HTMLElement, gap: number) {
  const { boxes, tracks } = columnsOf(canvasElement);
  const page = within(canvasElement).getByTestId('page').getBoundingClientRect();
  await expect(tracks).toHaveLength(1);
  for (const [index, box] of boxes.entries()) {
    await expect(box.width).toBeCloseTo(page.width, 0);
    const next = boxes[index + 1];
    if (next) await expect(next.top - box.bottom).toBeCloseTo(gap, 0);
  }
}

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** A wide main column and a side column: dashboard, payments, financial status, deal maker. */
export const ThreeTwo: Story = {
  play: async ({ canvasElement }) => expectSideBySide(canvasElement, 1.5, 20, false),
};

/** A narrow list beside a wide detail: shipping, customs, production, quality, planning. */
export const TwoThree: Story = {
  args: { ratio: '2:3' },
  play: async ({ canvasElement }) => expectSideBySide(canvasElement, 2 / 3, 20, false),
};

export const Halves: Story = {
  args: { ratio: '1:1', gap: 6 },
  play: async ({ canvasElement }) => expectSideBySide(canvasElement, 1, 24, false),
};

/** As many 360 px columns as fit: three on a wide screen (the member profile's tabs). */
export const Fit: Story = {
  args: { ratio: 'fit', gap: 4, panels: 3 },
  play: async ({ canvasElement }) => {
    const { boxes, tracks } = columnsOf(canvasElement);
    await expect(tracks).toHaveLength(3);
    await expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    for (const box of boxes) await expect(box.width).toBeGreaterThanOrEqual(360);
  },
};

/** Right to left the main column starts at the right edge. */
export const ThreeTwoArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => expectSideBySide(canvasElement, 1.5, 20, true),
};

export const TwoThreeArabic: Story = {
  args: { ratio: '2:3' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => expectSideBySide(canvasElement, 2 / 3, 20, true),
};

/** Below the lg breakpoint the columns stack, the main one first. */
export const ThreeTwoPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectStacked(canvasElement, 20),
};

export const FitPhone: Story = {
  args: { ratio: 'fit', gap: 4, panels: 3 },
  globals: phone,
  play: async ({ canvasElement }) => expectStacked(canvasElement, 16),
};

export const HalvesArabicPhone: Story = {
  args: { ratio: '1:1', gap: 6 },
  globals: { ...phone, locale: 'ar' },
  play: async ({ canvasElement }) => expectStacked(canvasElement, 24),
};

/** A page with a wider gap between its sections (the membership packages). */
export const PageGap: Story = {
  args: { pageGap: 8 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('page')).rowGap).toBe('40px');
  },
};
