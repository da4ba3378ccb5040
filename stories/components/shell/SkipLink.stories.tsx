import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { SkipLink } from '../../../src/components/shell/SkipLink';
import { en } from '../../support/english';
import { loadedI18n } from '../../support/storyKit';

// Off screen until focused; the story supplies the `#main` it jumps to.
const meta = {
  title: 'Components/Shell/SkipLink',
  component: SkipLink,
  args: { label: en('skipToContent') },
  argTypes: { label: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <>
        <SkipLink {...args} label={t('skipToContent')} />
        <main id="main" tabIndex={-1} css={{ paddingBlockStart: 64 }}>
          <p>{t('pending.body')}</p>
        </main>
      </>
    );
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas, loaded, step }) => {
    await step('it sits above the top edge of the page', async () => {
      const link = canvas.getByRole('link', { name: loadedI18n(loaded).t('skipToContent') });
      await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    });
  },
};

export const Focused: Story = {
  play: async ({ canvas, loaded, userEvent, step }) => {
    const link = canvas.getByRole('link', { name: loadedI18n(loaded).t('skipToContent') });
    await step('the first Tab focuses it and brings it into view', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });
  },
};
