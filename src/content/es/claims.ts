/**
 * The company's recurring claims in Spanish: the same numbers (claims.ts), the phrases written for
 * Spanish speakers in Southern California. Money is written as the Spanish pages show it
 * (es-US: "$99", the same as in English).
 */
import { claimMaker, comingMarks } from '../capabilities';
import { claims } from '../claims';
import type { ClaimText } from '../claimText';
import { formatDollars } from '@contract/money-format.ts';

const and = new Intl.ListFormat('es-US', { type: 'conjunction' });
const range = `${formatDollars(claims.flatRate.min)}-${formatDollars(claims.flatRate.max)}`;

export const claimText: ClaimText = {
  flatRateRange: range,
  flatRate: `una tarifa fija de ${range} al mes`,
  noHiddenFees: 'sin cargos ocultos',
  noPercentageCuts: 'sin porcentajes de su renta',
  followUp: `en menos de ${claims.followUpHours} horas`,
  cancellation: `un aviso de ${claims.cancellationNoticeDays} días`,
  payout: `alrededor del día ${claims.payoutDayOfMonth} de cada mes`,
  tenantIncome: `unas ${claims.tenantIncomeMultiple} veces la renta`,
  fillTime: `de ${claims.fillTimeWeeks.min} a ${claims.fillTimeWeeks.max} semanas`,
  listingChannels: `nuestro sitio web y nuestro listado de rentas para ${and.format(claims.listingSites)}`,
  feature: claimMaker(comingMarks.es),
  vacationRentals: 'administración de rentas vacacionales',
  hours: 'Oficina de 7 a.m. a 7 p.m. todos los días; mantenimiento las 24 horas, los 7 días',
};
