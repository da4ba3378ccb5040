import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';
import { replaceLocalStorage } from '../support/storage';

async function chooseLanguage(
  user: ReturnType<typeof renderApp>['user'],
  current: string | RegExp,
  name: string,
) {
  await user.click(await screen.findByRole('button', { name: current }));
  await user.click(await screen.findByRole('menuitemradio', { name }));
}

const navTexts = (label = 'Main navigation') =>
  within(screen.getByRole('navigation', { name: label }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('language menu', () => {
  it('lists the five languages, each in itself, English checked', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    await user.click(screen.getByRole('button', { name: 'EN, Language: English' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['中文', 'zh'],
      ['العربية', 'ar'],
      ['Español', 'es'],
      ['Русский', 'ru'],
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  it('choosing Arabic sets lang/dir, stores it and translates the shell and the title', async () => {
    const { container, user, i18n } = renderApp('/architecture');
    await shellReady(container);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    await chooseLanguage(user, 'EN, Language: English', 'العربية');

    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(i18n.language).toBe('ar');
    const nav = await screen.findByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['الرئيسية', 'لوحة التحكم', 'محفظة SRD']);
    expect(within(nav).getByRole('button', { name: 'التداول' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'بنية منصة تجارة طريق الحرير' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    // The trigger now names the language in Arabic.
    expect(screen.getByRole('button', { name: /العربية/ })).toBeTruthy();
  });

  it('switching back to English restores ltr', async () => {
    window.localStorage.setItem('language', 'ar');
    const { container, user } = renderApp('/');
    await shellReady(container);
    expect(document.documentElement.dir).toBe('rtl');
    await chooseLanguage(user, /العربية/, 'English');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('language')).toBe('en');
    await waitFor(() => expect(navTexts()).toEqual(['Home', 'Dashboard', 'SRD Wallet']));
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('language', 'ru');
    const { container } = renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Основная навигация' })).toBeTruthy();
    await shellReady(container);
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByRole('button', { name: /Русский/ })).toBeTruthy();
  });

  it.each(['xx', '', 'EN', '{"language":"ar"}'])(
    'a stored invalid value %j renders English',
    async (stored) => {
      window.localStorage.setItem('language', stored);
      const { container } = renderApp('/');
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      await shellReady(container);
      expect(screen.getByRole('button', { name: 'EN, Language: English' })).toBeTruthy();
      expect(navTexts()).toEqual(['Home', 'Dashboard', 'SRD Wallet']);
      expect(document.documentElement.lang).toBe('en');
      expect(document.documentElement.dir).toBe('ltr');
      // Reading a bad value does not rewrite it; only a choice does.
      expect(window.localStorage.getItem('language')).toBe(stored);
    },
  );

  describe('with a storage that throws', () => {
    it('renders in English and still switches language', async () => {
      window.localStorage.setItem('language', 'ar'); // there, but unreadable from now on
      const { getItem, setItem } = replaceLocalStorage({
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      });
      expect(() => window.localStorage.getItem('language')).toThrow('denied');
      expect(() => window.localStorage.setItem('language', 'ru')).toThrow('full');

      const { container, user } = renderApp('/');
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      await shellReady(container);
      expect(getItem).toHaveBeenCalledWith('language');

      await chooseLanguage(user, 'EN, Language: English', 'Español');
      await waitFor(() => expect(document.documentElement.lang).toBe('es'));
      expect(setItem).toHaveBeenCalledWith('language', 'es');
      expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    });
  });
});
