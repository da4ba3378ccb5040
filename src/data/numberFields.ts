/**
 * Every field where a member types a number, with its limits stated once: the forms read them through
 * `checkNumber` (src/data/decimal.ts) with the member's language, and tests/data/numberFields.test.ts
 * holds each field to them in the five languages.
 *
 * - `min`/`max`: the smallest and largest value taken (both inclusive). No field takes a negative
 *   number, and every maximum is far below where cents stop being exact in a JavaScript number.
 * - `maxDecimals`: digits after the decimal mark (2 for money: whole cents).
 * - `maxLength`: characters read at most; a longer text (a 100 kB paste) is refused before it is read,
 *   the field keeps it and says how long it may be.
 * - `grouping`: thousands separators ("1,000") are read; where they are not, they get their own message.
 *
 * Each limit is its own export so a screen's bundle carries only its own fields.
 */
import type { NumberLimits } from './decimal';

export interface NumberField extends NumberLimits {
  /** Screen namespace and field, for tests and messages. */
  id: string;
}

/** The wallet's send and receive amounts: SDR 0.01 to 1,000,000,000.00. */
export const walletAmountField: NumberField = {
  id: 'srdWallet.amount',
  min: 0.01,
  max: 1_000_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: false,
};

/** The wallet history's amount filter (min and max): SDR 0 to 1,000,000,000.00. */
export const walletHistoryAmountField: NumberField = {
  id: 'srdWallet.historyAmount',
  min: 0,
  max: 1_000_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: false,
};

/** The financing calculator's amount: SDR 1,000 to 100,000,000. */
export const financingAmountField: NumberField = {
  id: 'financingActivities.amount',
  min: 1_000,
  max: 100_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: false,
};

/** The financing calculator's term: 1 to 360 whole months. */
export const financingTermField: NumberField = {
  id: 'financingActivities.term',
  min: 1,
  max: 360,
  maxDecimals: 0,
  maxLength: 32,
  grouping: false,
};

/** The financing calculator's rate: 0.01 % to 50 % a year. */
export const financingRateField: NumberField = {
  id: 'financingActivities.rate',
  min: 0.01,
  max: 50,
  maxDecimals: 2,
  maxLength: 32,
  grouping: false,
};

/** The dashboard's price-move alert threshold: 0.5 % to 50 %. */
export const dashboardThresholdField: NumberField = {
  id: 'dashboard.threshold',
  min: 0.5,
  max: 50,
  maxDecimals: 2,
  maxLength: 32,
  grouping: true,
};

/** A chat offer's quantity: 0.001 t (one kilogram) to 10,000,000 t. */
export const chatQuantityField: NumberField = {
  id: 'negotiationChat.quantity',
  min: 0.001,
  max: 10_000_000,
  maxDecimals: 3,
  maxLength: 32,
  grouping: true,
};

/** A chat offer's value: SDR 0.01 to 1,000,000,000,000. */
export const chatSdrValueField: NumberField = {
  id: 'negotiationChat.sdrValue',
  min: 0.01,
  max: 1_000_000_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: true,
};

/** A payment's amount: SDR 0.01 to 1,000,000,000. */
export const paymentAmountField: NumberField = {
  id: 'paymentProcessing.amount',
  min: 0.01,
  max: 1_000_000_000,
  maxDecimals: 2,
  maxLength: 40,
  grouping: false,
};

/** The product explorer's price bounds (min and max): SDR 0 to 1,000,000,000. */
export const productPriceField: NumberField = {
  id: 'productExplorer.price',
  min: 0,
  max: 1_000_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: true,
};

/** Trade search's volume bounds (min and max): 0 to 1,000,000,000,000 t. */
export const tradeVolumeField: NumberField = {
  id: 'tradeSearch.volume',
  min: 0,
  max: 1_000_000_000_000,
  maxDecimals: 3,
  maxLength: 40,
  grouping: true,
};

/** The deal maker's proposed volume: 0.001 t (one kilogram) to 10,000,000 t. */
export const dealVolumeField: NumberField = {
  id: 'dealMaker.volume',
  min: 0.001,
  max: 10_000_000,
  maxDecimals: 3,
  maxLength: 32,
  grouping: true,
};

/** The deal maker's proposed price: SDR 0.01 to 1,000,000 per tonne. */
export const dealPriceField: NumberField = {
  id: 'dealMaker.price',
  min: 0.01,
  max: 1_000_000,
  maxDecimals: 2,
  maxLength: 32,
  grouping: true,
};
