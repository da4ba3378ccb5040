// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { languageMachine, selectDirection, selectLanguage } from '../../src/machines/language.machine';
import type { Language } from '../../src/i18n/language';

/** XState 5 calls an action implementation with `(args, params)`. */
type LanguageAction = (args: unknown, params: { language: Language }) => void;

function start(stored?: unknown) {
  const applyLanguage = vi.fn<LanguageAction>();
  const persistLanguage = vi.fn<LanguageAction>();
  const actor = createActor(languageMachine.provide({ actions: { applyLanguage, persistLanguage } }), {
    clock: new SimulatedClock(),
    input: { stored },
  }).start();
  return { actor, applyLanguage, persistLanguage };
}

/** The params an injected action received on its `n`th call. */
const paramsOf = (action: { mock: { calls: Parameters<LanguageAction>[] } }, call = 0) =>
  action.mock.calls[call]?.[1];

describe('languageMachine', () => {
  it.each([
    ['en', 'en'],
    ['zh', 'zh'],
    ['ar', 'ar'],
    ['es', 'es'],
    ['ru', 'ru'],
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['fr', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['garbage{"', 'en'],
    [123, 'en'],
    [{ language: 'ar' }, 'en'],
  ])('stored %j starts in %s', (stored, expected) => {
    const { actor, applyLanguage, persistLanguage } = start(stored);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectLanguage(actor.getSnapshot())).toBe(expected);
    // Starting does not write anything back or touch the document.
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it.each([
    ['zh', 'ltr'],
    ['ar', 'rtl'],
    ['es', 'ltr'],
    ['ru', 'ltr'],
    ['en', 'ltr'],
  ] as const)('selecting %s applies and persists it, direction %s', (language, direction) => {
    const { actor, applyLanguage, persistLanguage } = start('en');
    expect(actor.getSnapshot().can({ type: 'user.select', language })).toBe(true);
    actor.send({ type: 'user.select', language });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectLanguage(actor.getSnapshot())).toBe(language);
    expect(selectDirection(actor.getSnapshot())).toBe(direction);
    expect(applyLanguage).toHaveBeenCalledTimes(1);
    expect(paramsOf(applyLanguage)).toEqual({ language });
    expect(persistLanguage).toHaveBeenCalledTimes(1);
    expect(paramsOf(persistLanguage)).toEqual({ language });
  });

  it('applies before it persists', () => {
    const order: string[] = [];
    const actor = createActor(
      languageMachine.provide({
        actions: { applyLanguage: () => order.push('apply'), persistLanguage: () => order.push('persist') },
      }),
      { input: { stored: 'en' } },
    ).start();
    actor.send({ type: 'user.select', language: 'ru' });
    expect(order).toEqual(['apply', 'persist']);
  });

  it.each(['fr', '', 'AR', 'ar-EG', 'xx'])('ignores the unsupported code %j', (language) => {
    const { actor, applyLanguage, persistLanguage } = start('es');
    expect(actor.getSnapshot().can({ type: 'user.select', language })).toBe(false);
    actor.send({ type: 'user.select', language });
    expect(selectLanguage(actor.getSnapshot())).toBe('es');
    expect(applyLanguage).not.toHaveBeenCalled();
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it('ignores a non-string code sent at run time', () => {
    const { actor, applyLanguage } = start('zh');
    actor.send({ type: 'user.select', language: 42 as unknown as string });
    expect(selectLanguage(actor.getSnapshot())).toBe('zh');
    expect(applyLanguage).not.toHaveBeenCalled();
  });

  it('re-selecting the current language re-applies it (idempotent)', () => {
    const { actor, applyLanguage } = start('ar');
    actor.send({ type: 'user.select', language: 'ar' });
    expect(selectLanguage(actor.getSnapshot())).toBe('ar');
    expect(paramsOf(applyLanguage)).toEqual({ language: 'ar' });
  });

  it.each(['ar', 'zh'])('the stored %s read once live is applied, not written back', (language) => {
    const { actor, applyLanguage, persistLanguage } = start(null);
    expect(actor.getSnapshot().can({ type: 'storage.read', language })).toBe(true);
    actor.send({ type: 'storage.read', language });
    expect(selectLanguage(actor.getSnapshot())).toBe(language);
    expect(paramsOf(applyLanguage)).toEqual({ language });
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it.each([null, 'xx', 'EN', 42])(
    'a stored %j read once live on a page prerendered in Chinese gives English, the default',
    (language) => {
      const { actor, applyLanguage, persistLanguage } = start('zh');
      actor.send({ type: 'storage.read', language });
      expect(selectLanguage(actor.getSnapshot())).toBe('en');
      expect(paramsOf(applyLanguage)).toEqual({ language: 'en' });
      expect(persistLanguage).not.toHaveBeenCalled();
    },
  );

  it('follows a sequence of choices', () => {
    const { actor, applyLanguage } = start();
    for (const language of ['ar', 'fr', 'zh', 'en']) actor.send({ type: 'user.select', language });
    expect(selectLanguage(actor.getSnapshot())).toBe('en');
    expect(applyLanguage.mock.calls.map(([, params]) => params)).toEqual([
      { language: 'ar' },
      { language: 'zh' },
      { language: 'en' },
    ]);
  });
});
