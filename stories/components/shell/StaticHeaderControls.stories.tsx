import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { StaticHeaderControls } from '../../../src/components/shell/StaticHeaderControls';
import { languageNames } from '../../../src/platform/languageNames';
import { useColorScheme } from '../../../src/theme/colorSchemeContext';
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
    onLanguage: fn(),
    onTheme: fn(),
    onLogin: fn(),
  },
  argTypes: { language: { control: false }, scheme: { control: false }, labels: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    const language = useStoryLanguage();
    return (
      <StaticHeaderControls
        {...args}
        language={language}
        scheme={useColorScheme()}
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

// Each control asks for its live twin on the press: the same component the live menus use as trigger.
export const AsksForTheLiveControl: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await expect(args.onLanguage).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Theme/ }));
    await expect(args.onTheme).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: en('account.login') }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
