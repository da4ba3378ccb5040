/**
 * The four fields of the member profile that Settings edits, their rules (name required, bounded
 * lengths; values judged trimmed, HTML is text). On their own so the member store (which migrates and
 * validates them) does not carry the profile's sample data.
 */
import type { CompanyId, PersonId } from './cast';

/** The four fields Settings edits. */
export interface ProfileFields {
  name: string;
  title: string;
  company: string;
  location: string;
}
export type ProfileField = keyof ProfileFields;
export const profileFieldNames: readonly ProfileField[] = ['name', 'title', 'company', 'location'];

/** Longest accepted value per field, in characters after trimming. */
export const profileFieldMaxLength: Record<ProfileField, number> = {
  name: 80,
  title: 80,
  company: 120,
  location: 120,
};

export type ProfileFieldProblem = 'required' | 'tooLong';
export type ProfileErrors = Partial<Record<ProfileField, ProfileFieldProblem>>;

/** Name is required; every field is bounded. Values are judged trimmed; HTML is just text. */
export function validateProfileFields(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of profileFieldNames) {
    const value = typeof fields[field] === 'string' ? fields[field].trim() : '';
    if (field === 'name' && value === '') errors[field] = 'required';
    else if (value.length > profileFieldMaxLength[field]) errors[field] = 'tooLong';
  }
  return errors;
}

export function hasProfileErrors(errors: ProfileErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The saved fields, trimmed. */
export function normalizeProfileFields(fields: ProfileFields): ProfileFields {
  return {
    name: fields.name.trim(),
    title: fields.title.trim(),
    company: fields.company.trim(),
    location: fields.location.trim(),
  };
}

/** The sample member and their company in the cast: the screens name them in the member's language. */
export const sampleMember: PersonId = 'li-wei';
export const sampleMemberCompany: CompanyId = 'silk-road-agri';

/**
 * The sample member's fields as a new record stores them, in English (the cast's English names of
 * `sampleMember` and `sampleMemberCompany`, which tests/data/world-people.test.ts holds equal).
 */
export const sampleProfileFields: ProfileFields = {
  name: 'Li Wei',
  title: 'Head of Commodity Trading',
  company: 'Silk Road Agri Holdings',
  location: 'Shanghai, China',
};
