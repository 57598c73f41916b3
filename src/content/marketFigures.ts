/**
 * The market figures of the county and location pages, written once: the English copy
 * (./locations.ts, ./locationDetails.ts) and the Spanish (./es/marketFigures.ts) build on them.
 */
export const marketFigures = {
  /** San Bernardino County rental occupancy. */
  countyOccupancy: '95%+',
  countyResidents: '2.2 million',
  /** How much less homes cost than in coastal Southern California. */
  countyCoastalDiscount: '40-60%',
  westCovinaYearlyGrowth: '8%',
  westCovinaRentalYields: '5-6%',
  westCovinaMedianThreeBedroomRent: '$2,800',
  westCovinaMilesToDowntownLa: '19',
  desertHotSpringsYearlyGrowth: '12%',
  /** How much less homes cost than in Palm Springs. */
  desertHotSpringsDiscountVsPalmSprings: '40%',
  laVerneHouseholdIncome: '$90,000+',
  laVerneYearlyGrowth: '7%',
  laVerneVacancy: 'under 3%',
} as const;
