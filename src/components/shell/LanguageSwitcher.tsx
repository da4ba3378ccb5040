import { ChoiceMenu } from './ChoiceMenu';
import { LanguageButton } from './LanguageButton';

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
    <ChoiceMenu
      trigger={<LanguageButton language={value} label={triggerLabel} />}
      label={label}
      choices={options.map((option) => ({ value: option.code, content: option.name, lang: option.code }))}
      value={value}
      onChange={onChange}
      defaultOpen={defaultOpen}
    />
  );
}
