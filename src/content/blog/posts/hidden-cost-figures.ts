/** The worked example of "the hidden cost of self-managing", the same figures in both languages. */
import { typicalPercentageFee } from '@/content/pricing';
import { formatDollars } from '@contract/money-format.ts';

export const exampleRent = 2_500;
export const percentLow = Math.round(typicalPercentageFee.min * 100);
export const percentHigh = Math.round(typicalPercentageFee.max * 100);
export const weeklyRent = formatDollars((exampleRent * 12) / 52);
export const sixWeekVacancy = formatDollars(((exampleRent * 12) / 52) * 6);
/** The typical percentage fee on the example rent, a month. */
export const lowFee = formatDollars(exampleRent * typicalPercentageFee.min);
export const highFee = formatDollars(exampleRent * typicalPercentageFee.max);
