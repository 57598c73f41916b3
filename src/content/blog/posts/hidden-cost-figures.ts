/** The worked example of "the hidden cost of self-managing", the same figures in both languages. */
import { typicalPercentageFee } from '@/content/pricing';
import { formatUsd } from '@/lib/format';

export const exampleRent = 2_500;
export const percentLow = Math.round(typicalPercentageFee.min * 100);
export const percentHigh = Math.round(typicalPercentageFee.max * 100);
export const weeklyRent = formatUsd((exampleRent * 12) / 52);
export const sixWeekVacancy = formatUsd(((exampleRent * 12) / 52) * 6);
/** The typical percentage fee on the example rent, a month. */
export const lowFee = formatUsd(exampleRent * typicalPercentageFee.min);
export const highFee = formatUsd(exampleRent * typicalPercentageFee.max);
