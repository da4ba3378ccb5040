/** English strings and sample views of the deal components, shared by their stories. */
import type {
  NegotiationFormTexts,
  NegotiationValues,
} from '../../../src/components/dealMaker/NegotiationForm';
import { emptyTerms, termFields, type TermField } from '../../../src/data/dealTerms';
import { loadStoryStrings } from '../../support/storyI18n';

/** The English strings of the screen (fetched as the app fetches them: public/ cannot be imported). */
export const td = (await loadStoryStrings('en', ['dealMaker'])).getFixedT('en', 'dealMaker');

export const formTexts: NegotiationFormTexts = {
  heading: td('form.heading'),
  description: td('form.description'),
  labels: Object.fromEntries(termFields.map((field) => [field, td(`form.${field}`)])) as Record<
    TermField,
    string
  >,
  placeholders: {
    volume: td('form.placeholders.volume'),
    price: td('form.placeholders.price'),
    paymentTerms: td('form.placeholders.paymentTerms'),
    qualitySpecs: td('form.placeholders.qualitySpecs'),
    specialConditions: td('form.placeholders.specialConditions'),
  },
  save: td('form.save'),
  saving: td('form.saving'),
  send: td('form.send'),
  sending: td('form.sending'),
  discard: td('form.discard'),
};

export const emptyValues: NegotiationValues = { ...emptyTerms };

export const filledValues: NegotiationValues = {
  volume: '25,000',
  price: '245.50',
  deliveryDate: '2027-01-06',
  paymentTerms: 'Confirmed letter of credit at sight, 30% advance',
  qualitySpecs: 'Protein at least 13%, moisture at most 12%',
  specialConditions: 'Inspection by an agreed surveyor at loading',
};
