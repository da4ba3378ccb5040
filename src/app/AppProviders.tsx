import { ThemeProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TooltipProvider } from '../components/primitives/Tooltip';
import { selectColorScheme } from '../machines/colorScheme.machine';
import { selectDirection } from '../machines/language.machine';
import { ColorSchemeContext, LanguageContext, ShellActorsProvider } from '../platform/shellActors';
import { GlobalStyles } from '../theme/GlobalStyles';
import { themes } from '../theme/themes';

/** Theme and reading direction follow the shell actors. */
function ThemeAndDirection({ children }: { children: ReactNode }) {
  const scheme = ColorSchemeContext.useSelector(selectColorScheme);
  const dir = LanguageContext.useSelector(selectDirection);
  return (
    <ThemeProvider theme={themes[scheme]}>
      <GlobalStyles />
      <Direction.Provider dir={dir}>
        <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
      </Direction.Provider>
    </ThemeProvider>
  );
}

/** Everything the app and its stories need above the router. */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ShellActorsProvider>
        <ThemeAndDirection>{children}</ThemeAndDirection>
      </ShellActorsProvider>
    </I18nextProvider>
  );
}
