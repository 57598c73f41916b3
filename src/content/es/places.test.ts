// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { citySlugs } from '@/config/paths';
import { company } from '@/config/company';
import * as en from '../faq';
import { cityName } from '../cities';
import { claimText } from './claims';
import { faqItems } from './faq';
import { locationPages, sanBernardinoCounty } from './locations';
import { cifras } from './marketFigures';

const allText = faqItems.map((f) => `${f.question} ${f.answer}`).join('\n');

describe('Spanish FAQ and place copy', () => {
  it('asks the 20 English questions, in their order and with their ids, in Spanish', () => {
    expect(faqItems.map((f) => f.id)).toEqual(en.faqItems.map((f) => f.id));
    faqItems.forEach((item, i) => {
      expect(item.question).toMatch(/^¿.+\?$/);
      expect(item.question).not.toBe(en.faqItems[i]!.question);
      expect(item.answer.length).toBeGreaterThan(80);
    });
  });

  it('makes the claims with the Spanish phrases and the shared figures', () => {
    for (const phrase of [
      claimText.flatRate,
      claimText.noHiddenFees,
      claimText.noPercentageCuts,
      claimText.cancellation,
      claimText.payout,
      claimText.tenantIncome,
      claimText.fillTime,
      claimText.listingChannels,
      claimText.vacationRentals,
      company.phone,
      company.email,
      company.licence,
    ]) {
      expect(allText).toContain(phrase);
    }
    for (const price of ['$149', '$99', '$249', '$199', '$1,500', '$999']) {
      expect(allText).toContain(price);
    }
    for (const slug of citySlugs) expect(allText).toContain(cityName(slug));
  });

  it('writes the figures with words in Spanish and keeps the numbers', () => {
    expect(cifras.countyResidents).toBe('2.2 millones');
    expect(cifras.laVerneVacancy).toBe('menos del 3%');
    expect(JSON.stringify(sanBernardinoCounty)).toContain(cifras.countyResidents);
    expect(JSON.stringify(locationPages['la-verne'])).toContain(cifras.laVerneVacancy);
  });

  it('keeps search descriptions short enough for results pages', () => {
    for (const page of [sanBernardinoCounty, ...Object.values(locationPages)]) {
      expect(page.seoDescription.length).toBeLessThanOrEqual(260);
    }
  });
});
