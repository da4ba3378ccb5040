/**
 * A company or a person as the member reads them: a cast id (src/data/cast.ts) by its one name in the
 * language of the moment (the `cast` namespace, loaded with the shell's strings; people under
 * `people.<id>`); for a company, any other text, such as a name an older stored record holds, as it is
 * written.
 */
import type { TFunction } from 'i18next';
import type { PersonId } from '../data/cast';

/** The name of the company `idOrName` in `t`'s language. */
export const companyName = (t: TFunction, idOrName: string): string =>
  t(`cast:${idOrName}`, { defaultValue: idOrName });

/** The name of the person `id` in `t`'s language. */
export const personName = (t: TFunction, id: PersonId): string => t(`cast:people.${id}`);
