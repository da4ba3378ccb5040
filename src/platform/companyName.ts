/**
 * A company as the member reads it: a cast id (src/data/cast.ts) by its one name in the language of
 * the moment (the `cast` namespace, loaded with the shell's strings); any other text, such as a name
 * an older stored record holds, as it is written.
 */
import type { TFunction } from 'i18next';

/** The name of the company `idOrName` in `t`'s language. */
export const companyName = (t: TFunction, idOrName: string): string =>
  t(`cast:${idOrName}`, { defaultValue: idOrName });
