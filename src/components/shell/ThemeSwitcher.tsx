import { CoreIcon, type CoreIconName } from '../primitives/CoreIcon';
import { ChoiceMenu } from './ChoiceMenu';
import { ThemeButton } from './ThemeButton';

export type ThemePreference = 'system' | 'light' | 'dark';

export interface ThemeSwitcherProps {
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
  labels: Record<ThemePreference, string> & { menu: string; trigger: string };
  defaultOpen?: boolean;
}

const icons: Record<ThemePreference, CoreIconName> = { system: 'monitor', light: 'sun', dark: 'moon' };
const preferences: ThemePreference[] = ['system', 'light', 'dark'];

/** Light, dark, or follow the system. */
export function ThemeSwitcher({ value, onChange, labels, defaultOpen }: ThemeSwitcherProps) {
  return (
    <ChoiceMenu
      trigger={<ThemeButton label={labels.trigger} />}
      label={labels.menu}
      choices={preferences.map((preference) => ({
        value: preference,
        content: (
          <>
            <CoreIcon name={icons[preference]} size={16} />
            {labels[preference]}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      defaultOpen={defaultOpen}
    />
  );
}
