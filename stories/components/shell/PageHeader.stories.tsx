import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../src/components/shell/PageHeader';

// The title band of every screen; titles come from each screen's own namespace.
const meta = {
  title: 'Components/Shell/PageHeader',
  component: PageHeader,
  args: { title: 'dashboard:title' },
  argTypes: { title: { control: false }, locationKey: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return <PageHeader {...args} title={t(args.title)} />;
  },
  parameters: { layout: 'fullscreen', i18nNamespaces: ['dashboard', 'architecture'] },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// The longest title of the app at the narrowest phone width: it wraps instead of overflowing.
export const LongTitle: Story = {
  args: { title: 'architecture:title' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};
