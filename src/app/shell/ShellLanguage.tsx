import { useSelector } from '@xstate/react';
import { LanguageSwitcher } from '../../components/shell/LanguageSwitcher';
import { selectLanguage } from '../../machines/language.machine';
import { languageNames, languageOptions } from '../../platform/languageNames';
import { useScreenText } from '../../platform/screenText';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

/** The language menu. */
export function ShellLanguage() {
  const { t } = useScreenText('common');
  const actors = useShellActors();
  const language = useSelector(actors.language, selectLanguage);
  return (
    <RadixScope>
      <LanguageSwitcher
        options={languageOptions}
        value={language}
        label={t('language.label')}
        triggerLabel={t('language.current', { name: languageNames[language] })}
        onChange={(code) => actors.language.send({ type: 'user.select', language: code })}
      />
    </RadixScope>
  );
}
