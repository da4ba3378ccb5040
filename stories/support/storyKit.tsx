/** Helpers shared by the stories: the toolbar language, translated shell models, the header band. */
import { useTheme, type Theme } from '@emotion/react';
import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFooterColumns, buildLegalLinks, buildNavModel } from '../../src/app/navModel';
import { directionOf, resolveLanguage, type Language } from '../../src/i18n/language';

/** In a play function: the i18n instance of the toolbar's language, which the preview's loader provides. */
export function loadedI18n(loaded: Record<string, unknown>): I18n {
  return loaded.i18n as I18n;
}

/**
 * The docs-page story parameters of a component that opens over the page (a dialog, a menu, a tooltip,
 * toasts): each story in a frame `height` px tall, rendered as in its own view, without its play
 * function (the frames are embedded: .storybook/preview.tsx). Inline, an open modal would cover the
 * docs page, and what Radix portals to <body> would float over other stories without the story's
 * language or scheme. A dialog stays open in its frame; a menu or tooltip that starts open closes when
 * another frame of the page takes the focus, so it may show closed there. Write it as
 * `parameters: { docs: { story: docsFrame(420) } }`: the docs addon adds the meta's description into
 * that `docs` object, and would replace a `docs` it cannot see in an object literal.
 */
export const docsFrame = (height: number) => ({ inline: false, height: `${height}px` });

/** The language of the locale toolbar (or the story's pinned `globals.locale`). */
export function useStoryLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.language);
}

export function useDirection(): 'ltr' | 'rtl' {
  return directionOf(useStoryLanguage());
}

/** The app's navigation model in the toolbar's language, exactly as the layout builds it. */
export function useNavModel(currentId?: string) {
  const { t } = useTranslation(['nav', 'common']);
  return useMemo(() => ({ ...buildNavModel(t), currentId }), [t, currentId]);
}

/** Footer props in a given language; a fixed year keeps the copyright line deterministic. */
export function footerText(t: TFunction) {
  return {
    brand: t('common:appName'),
    tagline: t('common:footer.tagline'),
    columns: buildFooterColumns(t),
    legalTitle: t('common:footer.legal'),
    legalLinks: buildLegalLinks(t),
    statusLabel: t('common:footer.status'),
    copyright: t('common:footer.copyright', { year: 2026 }),
  };
}

/**
 * The dark header band the shell controls live on: their `onDark` look has no contrast on the light
 * page. `minBlockSize` leaves room under the band for menus that open downwards.
 */
function HeaderBand({ children, minBlockSize = 0 }: { children: ReactNode; minBlockSize?: number }) {
  const theme = useTheme();
  return (
    <div css={{ minBlockSize }}>
      <div css={styles.band(theme)}>{children}</div>
    </div>
  );
}

export const withHeaderBand =
  (minBlockSize = 0): Decorator =>
  (Story) => (
    <HeaderBand minBlockSize={minBlockSize}>
      <Story />
    </HeaderBand>
  );

const styles = {
  band: (theme: Theme) => ({
    // As the app's header: the anchor of what hangs from its lower edge (OfflineIndicator, narrow).
    position: 'relative' as const,
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(3, 4),
    borderRadius: theme.radii.md,
    background: theme.colors.header,
    color: theme.colors.headerText,
  }),
};
