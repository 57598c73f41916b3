// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citySlugs } from '@/config/paths';
import { company } from '@/config/company';
import { locationDetails, sanBernardinoCountyDetails } from './locationDetails';
import { locationPages, marketFigures, sanBernardinoCounty } from './locations';

// Vitest runs from the repository root (jsdom's import.meta.url is not a file URL).
const srcDir = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const json = (value: unknown) => JSON.stringify(value);

describe('county and location content', () => {
  it('uses the product’s figures exactly', () => {
    expect(marketFigures).toEqual({
      countyOccupancy: '95%+',
      countyResidents: '2.2 million',
      countyCoastalDiscount: '40-60%',
      westCovinaYearlyGrowth: '8%',
      westCovinaRentalYields: '5-6%',
      westCovinaMedianThreeBedroomRent: '$2,800',
      westCovinaMilesToDowntownLa: '19',
      desertHotSpringsYearlyGrowth: '12%',
      desertHotSpringsDiscountVsPalmSprings: '40%',
      laVerneHouseholdIncome: '$90,000+',
      laVerneYearlyGrowth: '7%',
      laVerneVacancy: 'under 3%',
    });
  });

  it('shows every figure on its page', () => {
    // A page shows its hero (./locations.ts) and its sections below (./locationDetails.ts).
    const county = json([sanBernardinoCounty, sanBernardinoCountyDetails]);
    const place = (slug: keyof typeof locationPages) =>
      json([locationPages[slug], locationDetails[slug]]);
    const wc = place('west-covina');
    const dhs = place('desert-hot-springs');
    const lv = place('la-verne');
    const f = marketFigures;
    expect(county).toContain(`${f.countyOccupancy}`);
    expect(county).toContain(`${f.countyResidents} residents`);
    expect(county).toContain(`${f.countyCoastalDiscount} less`);
    expect(wc).toContain(`${f.westCovinaYearlyGrowth} yearly growth`);
    expect(wc).toContain(`rental yields of ${f.westCovinaRentalYields}`);
    expect(wc).toContain(`median 3-bedroom rent of ${f.westCovinaMedianThreeBedroomRent}`);
    expect(wc).toContain(`${f.westCovinaMilesToDowntownLa} miles from Downtown LA`);
    expect(dhs).toContain(`${f.desertHotSpringsYearlyGrowth} yearly growth`);
    expect(dhs).toContain(`${f.desertHotSpringsDiscountVsPalmSprings} less than in Palm Springs`);
    expect(lv).toContain(`income of ${f.laVerneHouseholdIncome}`);
    expect(lv).toContain(`${f.laVerneYearlyGrowth} yearly growth`);
    expect(lv).toContain(`vacancy ${f.laVerneVacancy}`);
  });

  it('writes each distinctive figure only in src/content/marketFigures.ts', () => {
    const distinctive = ['2.2 million', '40-60%', '$2,800', '19 miles', '$90,000+', '95%+'];
    const offenders: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      if (file.endsWith(join('src', 'content', 'marketFigures.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const figure of distinctive) {
        if (text.includes(figure)) offenders.push(`${relative(srcDir, file)}: ${figure}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives the county page four reasons, a checklist and four hotspots', () => {
    expect(sanBernardinoCountyDetails.reasons.map((r) => r.title)).toEqual([
      'Strong Rental Demand',
      'Affordable Entry Points',
      'Expanding Job Market',
      'Landlord-Friendly Environment',
    ]);
    expect(sanBernardinoCountyDetails.services.length).toBeGreaterThanOrEqual(5);
    expect(sanBernardinoCountyDetails.hotspots).toHaveLength(4);
  });

  it.each(citySlugs)(
    '%s has a checklist, neighborhoods, and four benefits where figures back them',
    (slug) => {
      const page = locationPages[slug];
      const details = locationDetails[slug];
      expect(page.slug).toBe(slug);
      // Only the cities with market figures give reasons to invest.
      const withFigures = ['west-covina', 'desert-hot-springs', 'la-verne'].includes(slug);
      expect(details.benefits).toHaveLength(withFigures ? 4 : 0);
      expect(details.services.length).toBeGreaterThanOrEqual(5);
      expect(details.neighborhoods.length).toBeGreaterThanOrEqual(2);
      expect(page.title).toContain(page.city);
      expect(page.seoDescription.length).toBeLessThanOrEqual(200);
    },
  );

  it('mentions the offices from the company facts', () => {
    const offices = company.offices.map((o) => o.city);
    expect(offices).toContain(locationPages['west-covina'].city);
    expect(offices).toContain(locationPages['desert-hot-springs'].city);
  });
});
