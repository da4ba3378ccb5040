import { CoreIcon, type CoreIconName } from '../primitives/CoreIcon';
import { ThemeButton } from './ThemeButton';
import {
  Menu,
  MenuContent,
  MenuItemIndicator,
  MenuLabel,
  MenuPortal,
  MenuRadioGroup,
  MenuRadioItem,
  MenuTrigger,
} from '../primitives/Menu';

export type ThemePreference = 'system' | 'light' | 'dark';

export interface ThemeSwitcherProps {
  value: ThemePreference;
  /** The scheme in force, for the trigger icon. */
  scheme: 'light' | 'dark';
  onChange: (preference: ThemePreference) => void;
  labels: Record<ThemePreference, string> & { menu: string; trigger: string };
  defaultOpen?: boolean;
}

const icons: Record<ThemePreference, CoreIconName> = { system: 'monitor', light: 'sun', dark: 'moon' };
const preferences: ThemePreference[] = ['system', 'light', 'dark'];

/** Light, dark, or follow the system. */
export function ThemeSwitcher({ value, scheme, onChange, labels, defaultOpen }: ThemeSwitcherProps) {
  return (
    <Menu defaultOpen={defaultOpen} modal={false}>
      <MenuTrigger asChild>
        <ThemeButton scheme={scheme} label={labels.trigger} />
      </MenuTrigger>
      <MenuPortal>
        <MenuContent align="end" sideOffset={6}>
          <MenuLabel>{labels.menu}</MenuLabel>
          <MenuRadioGroup value={value} onValueChange={(next) => onChange(next as ThemePreference)}>
            {preferences.map((preference) => (
              <MenuRadioItem key={preference} value={preference}>
                <CoreIcon name={icons[preference]} size={16} />
                {labels[preference]}
                <MenuItemIndicator>
                  <CoreIcon name="check" size={16} />
                </MenuItemIndicator>
              </MenuRadioItem>
            ))}
          </MenuRadioGroup>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}
