import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  LinkedItemStatus,
  linkedItemOutline,
  useRevealLinked,
} from '../../../src/components/primitives/LinkedItem';

const shipments = ['SH-2026-001', 'SH-2026-004', 'SH-2026-006', 'SH-2026-009'];

/** A list as the screens draw one: the item a link opened is current, outlined and named in the status. */
function ShipmentList({ linkedId }: { linkedId: string | null }) {
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  return (
    <div>
      <LinkedItemStatus text={linkedId ? `Selected: shipment ${linkedId}` : null} />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 320 }}>
        {shipments.map((id) => (
          <li
            key={id}
            ref={id === linkedId ? linkedRef : undefined}
            aria-current={id === linkedId ? 'true' : undefined}
            css={(theme) => [
              { padding: '8px 12px', borderBottom: `1px solid ${theme.colors.border}` },
              linkedItemOutline(theme),
            ]}
          >
            {id}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Components/Primitives/LinkedItem',
  component: LinkedItemStatus,
  args: { text: null },
} satisfies Meta<typeof LinkedItemStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by a link to `?shipment=SH-2026-006`: that item is current and outlined, and the status names it. */
export const Linked: Story = {
  render: () => <ShipmentList linkedId="SH-2026-006" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SH-2026-006')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('SH-2026-001')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: shipment SH-2026-006');
  },
};

/** Opened without a link: nothing is marked and the status, always on the page, is empty. */
export const NothingLinked: Story = {
  render: () => <ShipmentList linkedId={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of shipments) await expect(canvas.getByText(id)).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
