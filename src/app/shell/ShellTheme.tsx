import { useSelector } from '@xstate/react';
import { ThemeSwitcher } from '../../components/shell/ThemeSwitcher';
import { selectPreference } from '../../machines/colorScheme.machine';
import { useScreenText } from '../../platform/screenText';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

/** The theme menu: system, light or dark. */
export function ShellTheme() {
  const { t } = useScreenText('common');
  const { colorScheme } = useShellActors();
  const preference = useSelector(colorScheme, selectPreference);
  return (
    <RadixScope>
      <ThemeSwitcher
        value={preference}
        onChange={(next) => colorScheme.send({ type: 'user.select', preference: next })}
        labels={{
          menu: t('theme.label'),
          trigger: t('theme.current', { name: t(`theme.${preference}`) }),
          system: t('theme.system'),
          light: t('theme.light'),
          dark: t('theme.dark'),
        }}
      />
    </RadixScope>
  );
}
