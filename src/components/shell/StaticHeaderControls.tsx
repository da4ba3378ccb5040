import { LanguageButton } from './LanguageButton';
import { LoginButton } from './LoginButton';
import { ThemeButton } from './ThemeButton';

export interface StaticHeaderControlsProps {
  language: string;
  scheme: 'light' | 'dark';
  labels: { language: string; theme: string; login: string };
  /** Each asks for the live control, which then does what was asked (opens the menu, logs in). */
  onLanguage?: () => void;
  onTheme?: () => void;
  onLogin?: () => void;
}

/**
 * First paint of the language, theme and login controls: the same components the live menus use as
 * their triggers, in the mode that asks for the shell runtime.
 */
export function StaticHeaderControls({
  language,
  scheme,
  labels,
  onLanguage,
  onTheme,
  onLogin,
}: StaticHeaderControlsProps) {
  return (
    <>
      <LanguageButton language={language} label={labels.language} onAsk={onLanguage} />
      <ThemeButton scheme={scheme} label={labels.theme} onAsk={onTheme} />
      <LoginButton label={labels.login} onAsk={onLogin} />
    </>
  );
}
