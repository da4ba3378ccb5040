import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { colorSchemeMachine } from '../../src/machines/colorScheme.machine';
import { languageMachine } from '../../src/machines/language.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { createTestI18n } from '../support/i18n';

describe('the shell actors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made from machines provided once, however often the providers render', () => {
    const provided = [sessionMachine, languageMachine, colorSchemeMachine].map((machine) =>
      vi.spyOn(machine, 'provide'),
    );
    const i18n = createTestI18n('en');
    const { rerender, unmount } = render(<AppProviders i18n={i18n}>first</AppProviders>);
    rerender(<AppProviders i18n={i18n}>second</AppProviders>);
    rerender(<AppProviders i18n={i18n}>third</AppProviders>);
    for (const provide of provided) expect(provide).toHaveBeenCalledTimes(1);
    unmount();
  });
});
