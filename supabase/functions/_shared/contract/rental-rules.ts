/**
 * California's rules for advertised rent, fees and deposits, shared by the admin form, the
 * listing pages and the server. Every rule names its law and primary source right here; nothing
 * else in the code states a citation. The form's warnings never block a save: they tell the office
 * what the law says so a person decides.
 * Amounts are compared in cents. The admin form imports this module directly (not through
 * src/config/listingRules.ts) so its texts stay out of the public pages' JavaScript.
 */

import { allInMonthlyRent, type MonthlyFee } from './all-in-rent.ts';
import { APPLICATION_FEE_CAP } from './application-fee.ts';
import { formatDollars } from './money-format.ts';

// The all-in arithmetic sits in its own tiny module so the public listing pages load it without
// these texts; its rule and citation are rentalRuleSources.allInPrice below.
export { allInMonthlyRent, type MonthlyFee };

export interface RuleSource {
  /** The rule in a few words with its citation. */
  name: string;
  /** The primary source (leginfo.legislature.ca.gov) or, where none exists, the one we used. */
  url: string;
}

const section = (code: 'CIV' | 'CCP', number: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${number}`;
const bill = (id: string) =>
  `https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=${id}`;

export const rentalRuleSources = {
  /**
   * In force: SB 478 (Stats. 2023, ch. 400) added Civil Code § 1770(a)(29) to the Consumers Legal
   * Remedies Act from July 1, 2024: a price advertised or displayed must include every mandatory
   * fee or charge (other than government taxes and shipping). How far it reaches residential
   * leases is not settled; the site follows it anyway: the headline rent includes every mandatory
   * monthly fee.
   */
  allInPrice: {
    name: 'California SB 478 (2023), Civil Code § 1770(a)(29): an advertised price must include every mandatory fee',
    url: section('CIV', '1770'),
  },
  /**
   * Never law: AB 1248 (2025–26, Haney) would have written the all-in rule for rental ads into the
   * Civil Code. Its last action was on June 3, 2025: ordered to the Assembly inactive file at the
   * author's request (bill history, checked 2026-11-28). A bill introduced in the first year of
   * the session that has not passed its house of origin by January 31 of the second year can no
   * longer be acted on (California Constitution art. IV, § 10(c),
   * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CONS&article=IV&sectionNum=SEC.%2010.),
   * so it died on January 31, 2026. SB 611's own all-in advertising clause was dropped before it
   * passed. The rule in force is allInPrice above.
   */
  allInRentAb1248: {
    name: 'AB 1248 (2025–26) never became law: it died in the Assembly on January 31, 2026 (California Constitution art. IV, § 10(c))',
    url: bill('202520260AB1248'),
  },
  /**
   * SB 611 (Stats. 2024, ch. 287), from Jan 1, 2025: no fee for serving, posting or delivering a
   * notice (Civil Code §§ 1946, 1946.1; Code of Civil Procedure § 1161), no fee for paying rent or
   * the deposit by check (Civil Code § 1947.3), and a service member's higher deposit rules
   * (Civil Code § 1950.5).
   */
  sb611: {
    name: 'California SB 611 (Stats. 2024, ch. 287): no fee for serving notices or for paying by check (Civil Code §§ 1946, 1946.1, 1947.3)',
    url: bill('202320240SB611'),
  },
  checkFee: {
    name: 'Civil Code § 1947.3 (as amended by SB 611): no fee for paying rent or the deposit by check',
    url: section('CIV', '1947.3'),
  },
  noticeFee: {
    name: 'Civil Code §§ 1946, 1946.1 and Code of Civil Procedure § 1161 (as amended by SB 611): no fee for serving, posting or delivering a notice',
    url: section('CIV', '1946.1'),
  },
  /** AB 12 (Stats. 2023, ch. 733), from July 1, 2024. */
  ab12: {
    name: "California AB 12 (2023), Civil Code § 1950.5(c): a security deposit may not exceed one month's rent",
    url: section('CIV', '1950.5'),
  },
  /**
   * A lease's late fee is liquidated damages (Civil Code § 1951.5 applies § 1671 to leases): in a
   * residential lease it is void unless actual damage would be impracticable or extremely
   * difficult to fix and the amount is a reasonable endeavour to estimate it (§ 1671(d)).
   * Orozco v. Casimiro (2004) 121 Cal.App.4th Supp. 7 voided a $50 late fee on $550 rent that the
   * landlord had not shown to be such an estimate. California sets no figure.
   */
  lateFee: {
    name: 'Civil Code § 1671(d) and Orozco v. Casimiro (2004) 121 Cal.App.4th Supp. 7: a late fee stands only as a reasonable estimate of what late payment costs the landlord',
    url: section('CIV', '1671'),
  },
  /** Civil Code § 1950.6(b): $30 per applicant from 1997, adjusted yearly by the CPI. */
  applicationFee: {
    name: 'Civil Code § 1950.6(b): the application screening fee is capped ($30 adjusted yearly by the Consumer Price Index) and may not exceed actual costs',
    url: section('CIV', '1950.6'),
  },
} as const satisfies Record<string, RuleSource>;

// The year's application fee cap is application-fee.ts's: the blog quotes it without these texts.
export { APPLICATION_FEE_CAP };

const cents = (dollars: number) => Math.round(dollars * 100);

export interface RuleWarning {
  /** A few words, shown in bold. */
  title: string;
  message: string;
  source: RuleSource;
}

const usd = (n: number) => formatDollars(n, 'en', { cents: true });

/**
 * A warning when the deposit is more than one month's rent (AB 12). Only a warning: a small
 * landlord (a natural person, a family trust, or an LLC of natural persons: Civil Code
 * § 1950.5(c)) may still ask for two months, except from a service member.
 */
export function depositWarning(deposit: number, monthlyRent: number): RuleWarning | null {
  if (!(monthlyRent > 0) || cents(deposit) <= cents(monthlyRent)) return null;
  return {
    title: "Deposit above one month's rent.",
    message:
      "Since July 1, 2024, California's AB 12 caps a security deposit at one month's rent. The one exception: an owner who is a natural person, a family trust, or an LLC whose members are all natural persons, with at most two residential rental properties and at most four units in all, may ask for up to two months. That exception never applies to a tenant who is a service member.",
    source: rentalRuleSources.ab12,
  };
}

/**
 * The share of the monthly rent above which the lease form asks whether the late fee is a
 * reasonable estimate of the loss (rentalRuleSources.lateFee). Not law (California sets no
 * figure) but the office's conservative line: the practice is "around 5% – 6% of the rent"
 * (Rental Late Fee Provisions Are Subject To Legal Tests, mymotherlode.com, read 2026-11-28), and
 * the fee Orozco voided was about 9% of the rent.
 */
export const LATE_FEE_WARN_SHARE = 0.06;

/** A warning when the late fee is out of line with the rent (above LATE_FEE_WARN_SHARE of it). */
export function lateFeeWarning(lateFee: number, monthlyRent: number): RuleWarning | null {
  if (!(monthlyRent > 0) || !(lateFee > 0)) return null;
  if (cents(lateFee) <= Math.round(cents(monthlyRent) * LATE_FEE_WARN_SHARE)) return null;
  const share = Math.round((lateFee / monthlyRent) * 1000) / 10;
  return {
    title: 'Late fee out of line with the rent.',
    message: `This late fee is ${share}% of the monthly rent. California treats a late fee as liquidated damages: it stands only as a reasonable estimate of what a late payment costs the landlord, and a court voided a $50 fee on $550 rent that was not one. Keep the cost estimate behind a fee above ${LATE_FEE_WARN_SHARE * 100}% of the rent (the office's own line, not a legal cap), or lower it.`,
    source: rentalRuleSources.lateFee,
  };
}

/** A warning when the application fee is above this year's § 1950.6 cap. */
export function applicationFeeWarning(
  fee: number,
  cap: { amount: number; year: number } = APPLICATION_FEE_CAP,
): RuleWarning | null {
  if (!(fee > 0) || cents(fee) <= cents(cap.amount)) return null;
  return {
    title: 'Application fee above the legal cap.',
    message: `California caps the application screening fee at ${usd(cap.amount)} per applicant for ${cap.year} (Civil Code § 1950.6, adjusted yearly), and never more than the actual cost of screening.`,
    source: rentalRuleSources.applicationFee,
  };
}

/** Words that name a fee SB 611 forbids: paying by check, or serving a notice. */
const CHECK_FEE = /\b(?:checks?|cheques?)\b/i;
/** A screening check is not a check payment. */
const SCREENING_CHECK = /\b(?:background|credit|reference|screening)\s+checks?\b/i;
const NOTICE_FEE = /\bnotices?\b/i;

/** Warnings for mandatory fees SB 611 forbids (one per fee, in the order given). */
export function mandatoryFeeWarnings(fees: readonly MonthlyFee[]): RuleWarning[] {
  const warnings: RuleWarning[] = [];
  for (const fee of fees) {
    if (CHECK_FEE.test(fee.label) && !SCREENING_CHECK.test(fee.label)) {
      warnings.push({
        title: `“${fee.label}” looks like a fee for paying by check.`,
        message:
          'Since January 1, 2025, SB 611 forbids charging a tenant any fee for paying rent or the deposit by check.',
        source: rentalRuleSources.checkFee,
      });
    } else if (NOTICE_FEE.test(fee.label)) {
      warnings.push({
        title: `“${fee.label}” looks like a fee for a notice.`,
        message:
          'Since January 1, 2025, SB 611 forbids charging a tenant a fee for serving, posting or otherwise delivering a notice.',
        source: rentalRuleSources.noticeFee,
      });
    }
  }
  return warnings;
}
