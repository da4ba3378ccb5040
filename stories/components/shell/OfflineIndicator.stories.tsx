import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { OfflineIndicator } from '../../../src/components/shell/OfflineIndicator';
import { en } from '../../support/english';
import { loadedI18n, withHeaderBand } from '../../support/storyKit';

/** The header's sign while the browser has no network (the shell shows it only then). */
const meta = {
  title: 'Components/Shell/OfflineIndicator',
  component: OfflineIndicator,
  args: { label: en('offline.label'), description: en('offline.description') },
  argTypes: { label: { control: false }, description: { control: false } },
  render: function Render() {
    const { t } = useTranslation('common');
    return <OfflineIndicator label={t('offline.label')} description={t('offline.description')} />;
  },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof OfflineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('it is a status that says what offline means here', async () => {
      const status = canvas.getByRole('status');
      await expect(status).toHaveTextContent(t('offline.label'));
      await expect(status).toHaveTextContent(t('offline.description'));
    });
  },
};

// Below 480 px the header's row is full: it hangs from the middle of the header's lower edge.
export const Narrow: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('offline.label'));
  },
};
