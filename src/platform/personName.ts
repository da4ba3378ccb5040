/**
 * A person as the member reads them: a cast id (src/data/cast.ts) by their one name in the language of
 * the moment (`people.<id>` in the `cast` namespace, loaded with the shell's strings).
 */
import type { TFunction } from 'i18next';
import type { PersonId } from '../data/cast';
import { sampleMember, sampleProfileFields } from '../data/memberProfileFields';

/** The name of the person `id` in `t`'s language. */
export const personName = (t: TFunction, id: PersonId): string => t(`cast:people.${id}`);

/** The member's name: the sample member's in `t`'s language, a name the member saved as typed. */
export const memberName = (t: TFunction, name: string): string =>
  name === sampleProfileFields.name ? personName(t, sampleMember) : name;
