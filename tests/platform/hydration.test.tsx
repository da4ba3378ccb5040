import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import {
  holdVisit,
  showVisit,
  useVisitSelector,
  useVisitSource,
  visitSource,
} from '../../src/platform/hydration';

/** A store of one value with listeners, as storage or the member store looks to a reader. */
function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

it('readers show the prerendered value until the visit shows; then those whose value differs render it in a transition, the others not at all', async () => {
  holdVisit();
  const tier = valueStore('Platinum');
  const language = valueStore('en');
  const member = valueStore({ tier: 'Platinum', name: 'Sample Trading Co.' });
  const tierSource = visitSource(tier.subscribe, tier.get, () => 'Gold');
  const languageSource = visitSource(language.subscribe, language.get, () => 'en');
  const memberSource = visitSource(member.subscribe, member.get, () => ({
    tier: 'Gold',
    name: 'Sample Trading Co.',
  }));
  const renders = { tier: 0, language: 0, name: 0 };
  const selectName = (record: { name: string }) => record.name;
  function Tier() {
    renders.tier += 1;
    return <p>tier {useVisitSource(tierSource)}</p>;
  }
  function Language() {
    renders.language += 1;
    return <p>language {useVisitSource(languageSource)}</p>;
  }
  function Name() {
    renders.name += 1;
    return <p>name {useVisitSelector(memberSource, selectName)}</p>;
  }
  render(
    <>
      <Tier />
      <Language />
      <Name />
    </>,
  );
  expect(screen.getByText('tier Gold')).toBeTruthy();

  // While the visit is held, a change of the store shows nothing yet.
  act(() => tier.set('Silver'));
  expect(screen.getByText('tier Gold')).toBeTruthy();
  expect(renders).toEqual({ tier: 1, language: 1, name: 1 });

  // Outside act, as in the browser: a store update would be rendered before the next task, a
  // transition is not.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  showVisit();
  await Promise.resolve();
  expect(screen.getByText('tier Gold')).toBeTruthy();
  await waitFor(() => expect(screen.getByText('tier Silver')).toBeTruthy());
  expect(renders).toEqual({ tier: 2, language: 1, name: 1 });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  // From then on every change shows, the selected part only when it changes.
  act(() => language.set('ar'));
  expect(screen.getByText('language ar')).toBeTruthy();
  act(() => member.set({ tier: 'Silver', name: 'Sample Trading Co.' }));
  expect(renders.name).toBe(1);
  act(() => member.set({ tier: 'Silver', name: 'Silk Road Metals' }));
  expect(screen.getByText('name Silk Road Metals')).toBeTruthy();
});

it('a reader mounted after the visit showed reads the store from its first render', () => {
  const tier = valueStore('Platinum');
  const source = visitSource(tier.subscribe, tier.get, () => 'Gold');
  function Tier() {
    return <p>tier {useVisitSource(source)}</p>;
  }
  render(<Tier />);
  expect(screen.getByText('tier Platinum')).toBeTruthy();
});
