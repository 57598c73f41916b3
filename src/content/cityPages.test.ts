// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { locales } from '@contract/locale.ts';
import { planPrices } from '@contract/plans';
import { routes } from '@/app/routes';
import { citySlugs, paths, routePatterns, splitLocale, staticPublicPaths } from '@/config/paths';
import { formatDollars } from '@contract/money-format.ts';
import { cityFacts, otherCitySlugs, rentRuleIds, statewideRuleIds } from './cityFacts';
import { rentRuleSources } from './cityRules';
import { footerNavigation } from './footer';
import * as en from './locationDetails';
import { locationPages } from './locations';
import * as es from './es/locationDetails';
import { locationPages as paginas } from './es/locations';

const pages = { en: locationPages, es: paginas };
const details = { en: en, es: es };

/** The route pattern a site path lands on (without its /es prefix). */
function patternOf(path: string): string | undefined {
  const matches = matchRoutes(routes, splitLocale(path).path) ?? [];
  return matches.at(-1)?.route.path;
}

describe('city pages', () => {
  it.each(locales)('every city link of the %s footer opens the city’s real page', (locale) => {
    const footer = footerNavigation(locale);
    const cityLinks = [
      ...footer.servedCities,
      ...footer.footerColumns.flatMap((c) => c.links).filter((l) => l.to.startsWith('/locations/')),
    ];
    expect(footer.servedCities.map((l) => l.to)).toEqual(citySlugs.map(paths.location));
    const prerendered = staticPublicPaths([]);
    for (const link of cityLinks) {
      expect(link.to, link.label).not.toBe(paths.comingSoon);
      expect(patternOf(link.to), link.to).toBe(routePatterns.location);
      expect(prerendered, link.to).toContain(link.to);
    }
  });

  it('has every city in both languages, each in its own words', () => {
    for (const locale of locales) {
      expect(Object.keys(pages[locale]).sort()).toEqual([...citySlugs].sort());
      expect(Object.keys(details[locale].locationDetails).sort()).toEqual([...citySlugs].sort());
    }
    for (const slug of citySlugs) {
      expect(paginas[slug].title).not.toBe(locationPages[slug].title);
      expect(paginas[slug].intro).not.toBe(locationPages[slug].intro);
      expect(es.locationDetails[slug].neighborhoods).toHaveLength(
        en.locationDetails[slug].neighborhoods.length,
      );
    }
  });

  it('says a sentence on each city without market figures, in both languages', () => {
    for (const slug of otherCitySlugs) {
      expect(en.locationDetails[slug].about).toContain(locationPages[slug].city);
      expect(es.locationDetails[slug].about).toContain(paginas[slug].city);
      expect(es.locationDetails[slug].about).not.toBe(en.locationDetails[slug].about);
    }
  });

  it('states the statewide rules and each city’s own, every rule with its source, in both languages', () => {
    for (const id of rentRuleIds) expect(rentRuleSources[id]).toMatch(/^https:\/\/[^\s]+$/);
    for (const slug of citySlugs) {
      const expected = [...statewideRuleIds, ...cityFacts[slug].localRules];
      for (const locale of locales) {
        const rules = details[locale].cityRules(slug);
        expect(rules.map((r) => r.id)).toEqual(expected);
        for (const rule of rules) {
          expect(rule.title.length).toBeGreaterThan(5);
          expect(rule.text.length).toBeGreaterThan(40);
          expect(rule.sources[0]).toEqual({
            label: expect.any(String),
            url: rentRuleSources[rule.id],
          });
          for (const source of rule.sources) {
            expect(source.label.length).toBeGreaterThan(5);
            expect(source.url).toMatch(/^https:\/\//);
          }
        }
      }
      // Spanish names the law as the glossary says.
      expect(es.cityRules(slug)[0]!.sources[0]!.label).toBe(
        'Código Civil de California, sección 1947.12',
      );
    }
  });

  it('names a city’s rent cap from its CPI area', () => {
    expect(en.cityRules('claremont')[0]!.text).toContain(
      'in Los Angeles County that is 8.7% for increases from August 1, 2026',
    );
    expect(en.cityRules('ontario')[0]!.text).toContain('in San Bernardino County that is 8.1%');
    expect(es.cityRules('palm-springs')[0]!.text).toContain(
      'en el condado de Riverside eso es 8.1% para los aumentos desde el 1 de agosto de 2026',
    );
  });

  it('takes the prices from the plans, never retyped', () => {
    const prices = Object.values(planPrices).flatMap((p) => [
      ...Object.values(p.monthly),
      p.placement,
    ]);
    for (const file of ['locationDetails.ts', 'es/locationDetails.ts', 'cityRules.ts']) {
      const text = readFileSync(join(process.cwd(), 'src/content', file), 'utf8');
      for (const price of prices) expect(text, file).not.toContain(formatDollars(price));
    }
  });
});
