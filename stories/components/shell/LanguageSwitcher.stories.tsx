import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from '../../../src/components/shell/LanguageSwitcher';
import { resolveLanguage } from '../../../src/i18n/language';
import { languageNames, languageOptions } from '../../../src/platform/languageNames';
import { en } from '../../support/english';
import { docsFrame, loadedI18n, useStoryLanguage, withHeaderBand } from '../../support/storyKit';

/*
 * The selected language is the interface language, as in the app: `value` follows the locale toolbar,
 * and the "…Selected" stories pin the toolbar to their language.
 */
const meta = {
  title: 'Components/Shell/LanguageSwitcher',
  parameters: { docs: { story: docsFrame(380) } },
  component: LanguageSwitcher,
  args: {
    options: languageOptions,
    value: 'en',
    onChange: fn(),
    label: en('language.label'),
    triggerLabel: en('language.current', { name: languageNames.en }),
  },
  argTypes: {
    value: { control: false },
    options: { control: false },
    label: { control: false },
    triggerLabel: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation('common');
    const language = useStoryLanguage();
    return (
      <LanguageSwitcher
        {...args}
        value={language}
        label={t('language.label')}
        triggerLabel={t('language.current', { name: languageNames[language] })}
      />
    );
  },
  decorators: [withHeaderBand(340)],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const body = within(document.body);
    await step('the trigger opens the menu of the five languages', async () => {
      const name = languageNames[resolveLanguage(loadedI18n(loaded).language)];
      const trigger = canvas.getByRole('button');
      await expect(trigger).toHaveAccessibleName(expect.stringContaining(t('language.current', { name })));
      await userEvent.click(trigger);
      await expect(await body.findByRole('menu')).toBeVisible();
      await expect(body.getAllByRole('menuitemradio')).toHaveLength(5);
    });
    await step('choosing Español reports "es" and closes the menu', async () => {
      await userEvent.click(body.getByRole('menuitemradio', { name: 'Español' }));
      await expect(args.onChange).toHaveBeenCalledWith('es');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const EnglishSelected: Story = { args: { defaultOpen: true }, globals: { locale: 'en' } };

export const ChineseSelected: Story = { args: { defaultOpen: true }, globals: { locale: 'zh' } };

// Right to left: the menu aligns to the trigger's left edge, the check mark sits on the left.
export const ArabicSelected: Story = { args: { defaultOpen: true }, globals: { locale: 'ar' } };

export const SpanishSelected: Story = { args: { defaultOpen: true }, globals: { locale: 'es' } };

export const RussianSelected: Story = { args: { defaultOpen: true }, globals: { locale: 'ru' } };
