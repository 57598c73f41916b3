// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { citySlugs } from '@/config/paths';
import { claimText } from './claimText';
import { company } from '@/config/company';
import { faqItems } from './faq';
import { faqItems as faqItemsEs } from './es/faq';
import { cityName } from './cities';

const allText = faqItems.map((f) => `${f.question} ${f.answer}`).join('\n');

describe('FAQ content', () => {
  it('has 20 questions with unique ids and questions', () => {
    expect(faqItems).toHaveLength(20);
    expect(new Set(faqItems.map((f) => f.id)).size).toBe(20);
    expect(new Set(faqItems.map((f) => f.question)).size).toBe(20);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it('makes the company claims with the shared figures', () => {
    expect(allText).toContain(claimText.flatRate);
    expect(allText).toContain('$99-$249');
    expect(allText).toContain(claimText.noHiddenFees);
    expect(allText).toContain(claimText.noPercentageCuts);
    expect(allText).toContain('30 days’ notice');
    expect(allText).toContain('by about the 10th of each month');
    expect(allText).toContain('about 3x the rent');
    expect(allText).toContain('2-4 weeks');
    expect(allText).toContain(claimText.listingChannels);
    expect(allText).not.toContain('30+ platforms');
    expect(allText).toContain(company.hours.office);
    expect(allText).toContain(company.hours.maintenance);
    expect(allText).toContain(company.phone);
    expect(allText).toContain(company.email);
    expect(allText).toMatch(/vacation-rental management/);
    // How a vacancy is billed: the books bill the units let on the 1st (post_due_ledger_entries).
    expect(allText).toContain('a vacant unit is not billed');
    expect(faqItemsEs.map((f) => f.answer).join('\n')).toContain(
      'por una unidad desocupada no se cobra',
    );
  });

  it('names every city we serve', () => {
    for (const slug of citySlugs) expect(allText).toContain(cityName(slug));
  });

  it('quotes the plan prices from the pricing content', () => {
    for (const price of ['$149', '$99', '$249', '$199', '$1,500', '$999']) {
      expect(allText).toContain(price);
    }
  });
});
