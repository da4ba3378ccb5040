/**
 * The member's monthly cash flow, one series for two screens: financial status shows the month in
 * progress ("This month"), financing activities forecasts the six months after it. Amounts are SDR.
 */

import { dated, sampleMonth } from './sampleWorld';

export interface CashFlowMonth {
  /** ISO month, `YYYY-MM`. */
  month: string;
  inflow: number;
  outflow: number;
  net: number;
}

/** The month in progress: the Cash flow card of financial status ("This month"). */
export const cashFlowThisMonth = dated((): CashFlowMonth => ({
  month: sampleMonth('2026-11'),
  inflow: 1_450_000,
  outflow: 1_150_000,
  net: 300_000,
}));

/** The six months after it: the forecast of financing activities. */
export const cashFlowForecast = dated((): readonly CashFlowMonth[] => [
  { month: sampleMonth('2026-12'), inflow: 1_200_000, outflow: 950_000, net: 250_000 },
  { month: sampleMonth('2027-01'), inflow: 1_350_000, outflow: 1_100_000, net: 250_000 },
  { month: sampleMonth('2027-02'), inflow: 1_100_000, outflow: 1_250_000, net: -150_000 },
  { month: sampleMonth('2027-03'), inflow: 1_500_000, outflow: 1_150_000, net: 350_000 },
  { month: sampleMonth('2027-04'), inflow: 1_650_000, outflow: 1_300_000, net: 350_000 },
  { month: sampleMonth('2027-05'), inflow: 1_800_000, outflow: 1_400_000, net: 400_000 },
]);
