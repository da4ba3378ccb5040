import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ThemeSwitcher } from '../../../src/components/shell/ThemeSwitcher';
import { en } from '../../support/english';
import { docsFrame, loadedI18n, withHeaderBand } from '../../support/storyKit';

// The trigger icon follows the theme toolbar; `value` is the member's stored preference.
const meta = {
  title: 'Components/Shell/ThemeSwitcher',
  parameters: { docs: { story: docsFrame(280) } },
  component: ThemeSwitcher,
  args: {
    value: 'system',
    onChange: fn(),
    labels: {
      menu: en('theme.label'),
      trigger: en('theme.current', { name: en('theme.system') }),
      system: en('theme.system'),
      light: en('theme.light'),
      dark: en('theme.dark'),
    },
  },
  argTypes: {
    value: { control: 'inline-radio', options: ['system', 'light', 'dark'] },
    labels: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <ThemeSwitcher
        {...args}
        labels={{
          menu: t('theme.label'),
          trigger: t('theme.current', { name: t(`theme.${args.value}`) }),
          system: t('theme.system'),
          light: t('theme.light'),
          dark: t('theme.dark'),
        }}
      />
    );
  },
  decorators: [withHeaderBand(240)],
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const body = within(document.body);
    await step('the trigger opens the three choices', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: t('theme.current', { name: t('theme.system') }) }),
      );
      await expect(await body.findByRole('menu')).toBeVisible();
      await expect(body.getByRole('menuitemradio', { name: t('theme.system') })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
    await step('choosing Dark reports "dark"', async () => {
      await userEvent.click(body.getByRole('menuitemradio', { name: t('theme.dark') }));
      await expect(args.onChange).toHaveBeenCalledWith('dark');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};

export const Open: Story = { args: { defaultOpen: true } };
