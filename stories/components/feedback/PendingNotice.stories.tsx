import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { PendingNotice } from '../../../src/components/feedback/PendingNotice';
import { en } from '../../support/english';

const meta = {
  title: 'Components/Feedback/PendingNotice',
  component: PendingNotice,
  args: { title: en('pending.title'), body: en('pending.body') },
  argTypes: { title: { control: false }, body: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <PendingNotice {...args} title={t('pending.title')} body={t('pending.body')} />;
  },
} satisfies Meta<typeof PendingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
