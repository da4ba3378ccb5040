import { CoreIcon } from '../primitives/CoreIcon';
import { LanguageButton } from './LanguageButton';
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

export interface LanguageOption {
  code: string;
  /** The language's own name (English, 中文, العربية…), so anyone can find theirs. */
  name: string;
}

export interface LanguageSwitcherProps {
  options: LanguageOption[];
  value: string;
  onChange: (code: string) => void;
  /** "Language" in the current language. */
  label: string;
  /** Accessible name of the trigger, e.g. "Language: English". */
  triggerLabel: string;
  defaultOpen?: boolean;
}

/** A menu of the five interface languages; each name is marked with its own `lang`. */
export function LanguageSwitcher({
  options,
  value,
  onChange,
  label,
  triggerLabel,
  defaultOpen,
}: LanguageSwitcherProps) {
  return (
    <Menu defaultOpen={defaultOpen} modal={false}>
      <MenuTrigger asChild>
        <LanguageButton language={value} label={triggerLabel} />
      </MenuTrigger>
      <MenuPortal>
        <MenuContent align="end" sideOffset={6}>
          <MenuLabel>{label}</MenuLabel>
          <MenuRadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <MenuRadioItem key={option.code} value={option.code} lang={option.code}>
                {option.name}
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
