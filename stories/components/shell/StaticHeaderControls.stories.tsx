import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { StaticHeaderControls } from '../../../src/components/shell/StaticHeaderControls';
import { languageNames } from '../../../src/platform/languageNames';
import { en } from '../../support/english';
import { useStoryLanguage, withHeaderBand } from '../../support/storyKit';

/** First paint of the language, theme and login controls, before the shell runtime replaces them. */
const meta = {
  title: 'Components/Shell/StaticHeaderControls',
  component: StaticHeaderControls,
  args: {
    language: 'en',
    scheme: 'light',
    labels: {
      language: en('language.current', { name: languageNames.en }),
      theme: en('theme.current', { name: en('theme.system') }),
      login: en('account.login'),
    },
  },
  argTypes: { language: { control: false }, scheme: { control: false }, labels: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    const language = useStoryLanguage();
    return (
      <StaticHeaderControls
        {...args}
        language={language}
        scheme={useTheme().name}
        labels={{
          language: t('language.current', { name: languageNames[language] }),
          theme: t('theme.current', { name: t('theme.system') }),
          login: t('account.login'),
        }}
      />
    );
  },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof StaticHeaderControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
