/** Shared English props for the simulator component stories (the same words the app shows). */
import type { PartyBoardLabels, PartyView } from '../../../src/components/tradeSimulator/PartyBoard';

export const parties: PartyView[] = [
  {
    id: 'party-cn',
    name: 'Sino Steel Corp',
    country: 'China',
    color: 'info',
    offering: { name: 'Steel Coils', value: 'SDR 1,250,000.00', quantity: '2,500 t' },
    seeking: { name: 'Crude Oil', value: 'SDR 1,128,000.00', quantity: '15,000 bbl' },
  },
  {
    id: 'party-br',
    name: 'Cerrado Agro Exports',
    country: 'Brazil',
    color: 'success',
    offering: { name: 'Soybeans', value: 'SDR 1,024,800.00', quantity: '2,000 t' },
    seeking: { name: 'Industrial Machinery', value: 'SDR 1,000,000.00', quantity: '40 units' },
  },
  {
    id: 'party-ae',
    name: 'Gulf Energy Trading',
    country: 'United Arab Emirates',
    color: 'warning',
    offering: { name: 'Crude Oil', value: 'SDR 1,353,600.00', quantity: '18,000 bbl' },
    seeking: { name: 'Soybeans', value: 'SDR 896,700.00', quantity: '1,750 t' },
  },
  {
    id: 'party-de',
    name: 'Rhine Machinery GmbH',
    country: 'Germany',
    color: 'active',
    offering: { name: 'Industrial Machinery', value: 'SDR 1,100,000.00', quantity: '45 units' },
    seeking: { name: 'Steel Coils', value: 'SDR 1,150,000.00', quantity: '2,300 t' },
  },
];

export const boardLabels: PartyBoardLabels = {
  offering: 'Offering',
  seeking: 'Seeking',
  dragHandle: (offering, party) => `Drag ${offering} from ${party}`,
  instructions: 'Press Space to pick up, arrows to move between parties, Space to drop, Escape to cancel.',
  announce: {
    start: (offering, party) => `Picked up ${offering} from ${party}.`,
    over: (offering, party) => `${offering} is over ${party}.`,
    overNone: (offering) => `${offering} is not over a trade party.`,
    drop: (offering, party) => `${offering} was dropped on ${party}. Match created.`,
    dropSame: (offering) => `${offering} was dropped on its own party. No match created.`,
    dropNone: (offering) => `${offering} was dropped outside the trade parties. No match created.`,
    cancel: (offering) => `Moving ${offering} was cancelled.`,
  },
};
