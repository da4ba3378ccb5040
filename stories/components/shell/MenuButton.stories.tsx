import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../src/components/shell/MenuButton';
import { en } from '../../support/english';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/MenuButton',
  component: MenuButton,
  args: { label: en('nav:openMenu'), expanded: false },
  argTypes: { label: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('nav');
    return <MenuButton {...args} label={t('openMenu')} />;
  },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expanded: Story = { args: { expanded: true } };
