/**
 * The application screening fee cap for 2026 (Civil Code § 1950.6(b),
 * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1950.6),
 * alone so the blog quotes it without the rental rules' texts (rental-rules.ts warns with it). The statute sets $30 "adjusted annually ...
 * commensurate with an increase in the Consumer Price Index, beginning on January 1, 1998" and no
 * state agency publishes the adjusted figure, so this is the figure California landlord counsel
 * publish for 2026 (source below, read 2026-11-25). Update it each January.
 */
export const APPLICATION_FEE_CAP = {
  amount: 65.86,
  year: 2026,
  checked: '2026-11-25',
  figureSource:
    'https://recovery-realty.com/2026-application-screening-fees-for-california-residential-landlords/',
} as const;
