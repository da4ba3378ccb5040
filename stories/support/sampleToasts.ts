import type { TFunction } from 'i18next';
import { expect, waitFor, within } from 'storybook/test';
import type { ToastView } from '../../src/components/shell/ToastViewport';
import { languageNames } from '../../src/platform/languageNames';

/** Sample toasts with fixed ids, written from the app's own strings in a given language. */
export function sampleToasts(t: TFunction) {
  return {
    loggedIn: { id: 'toast-1', tone: 'success', title: t('account.loggedIn') },
    language: { id: 'toast-2', tone: 'info', title: t('language.changed', { name: languageNames.es }) },
    legal: { id: 'toast-3', tone: 'warning', title: t('footer.comingSoon', { page: t('footer.terms') }) },
    error: { id: 'toast-4', tone: 'danger', title: t('error.title'), description: t('error.body') },
    notification: {
      id: 'toast-5',
      tone: 'info',
      title: t('notifications.items.declarationCleared', { shipment: 'CC-2026-003' }),
      action: { label: t('notifications.view'), link: '/customs-clearance?shipment=CC-2026-003' },
    },
    update: {
      id: 'app-update',
      tone: 'info',
      title: t('update.available'),
      action: { label: t('update.reload') },
    },
  } satisfies Record<string, ToastView>;
}

/**
 * The toasts' region once it takes the pointer: Radix lets pointer events through it until its toasts
 * have registered, in an effect after the render, and a click before that lands nowhere.
 */
export async function liveToastRegion(t: TFunction): Promise<HTMLElement> {
  const region = within(document.body).getByRole('region', { name: t('toast.region', { hotkey: 'F8' }) });
  await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
  return region;
}
