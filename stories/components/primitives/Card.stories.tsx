import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../../src/components/primitives/Badge';
import { Button } from '../../../src/components/primitives/Button';
import { Card, CardHeader } from '../../../src/components/primitives/Card';

const meta = {
  title: 'Components/Primitives/Card',
  component: CardHeader,
  args: { title: 'Live market data', description: 'Prices in SDR, updated every 3 seconds' },
  render: (args) => (
    <Card as="section" aria-labelledby="card-title" style={{ maxWidth: 480 }}>
      <CardHeader {...args} id="card-title" />
      <p>Panel content goes here.</p>
    </Card>
  ),
} satisfies Meta<typeof CardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Badge tone="success">Live</Badge>
        <Button compact>Refresh</Button>
      </>
    ),
  },
};
/** A title with no spaces must wrap instead of pushing the card wider than the screen. */
export const LongText: Story = {
  args: {
    title: 'Cross-border-multilateral-barter-settlement-and-logistics-coordination-overview',
    description:
      'A description long enough to wrap over several lines in a narrow card, which must stay readable.',
  },
};
