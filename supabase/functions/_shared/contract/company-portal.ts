/**
 * Company facts only the owner and tenant portal shows, derived from company.ts (one source).
 * Apart from it because company.ts is in every page's first chunk, at the marketing budget.
 */
import { company } from './company.ts';

/** The 24/7 maintenance line: the main number, as the office has no separate emergency line. */
export const maintenanceLine = { phone: company.phone, phoneHref: company.phoneHref } as const;

/**
 * Who manages the homes, receives notices and service of process for their owners and is paid
 * the rent, where (the West Covina office) and at which number: California Civil Code 1962(a)
 * has a tenant told this name, telephone number and address (the forms of payment are
 * payment-methods.ts's).
 * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1962
 */
// offices[0] is the West Covina office, the first of a list written out in company.ts.
export const noticesAgent = {
  name: company.name,
  address: company.offices[0]!,
  phone: company.phone,
  phoneHref: company.phoneHref,
} as const;
