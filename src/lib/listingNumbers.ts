/**
 * Some Postgres stacks send `numeric` columns as strings: the rental fields' money columns as
 * numbers (null stays null), for the admin and public listing readers alike.
 */
import type { Property } from './database.types';

const moneyColumns = ['security_deposit', 'application_fee', 'pet_fee', 'hoa_fee'] as const;

export function detailNumbers(row: Property): Pick<Property, (typeof moneyColumns)[number]> {
  const out = {} as Pick<Property, (typeof moneyColumns)[number]>;
  for (const column of moneyColumns) {
    const value = row[column] as number | string | null | undefined;
    out[column] = value === null || value === undefined ? null : Number(value);
  }
  return out;
}
