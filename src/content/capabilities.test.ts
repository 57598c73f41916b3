// @vitest-environment node
/**
 * The registry of product claims (capabilities.ts) against the marketing catalogues in both
 * languages: no page calls a shipped capability "coming", and none offers a coming one without
 * saying so. Each capability has the phrases that claim it, per language; every sentence of the
 * catalogues is matched against them.
 */
import { describe, expect, it } from 'vitest';
import { articleCtaCopy } from './blog/articleCta';
import { articleCtaCopy as articleCtaEs } from './es/blog/articleCta';
import {
  capabilityState,
  comingMarks,
  comingOnly,
  isShipped,
  type CapabilityId,
} from './capabilities';
import { claimText } from './claimText';
import { claimText as claimTextEs } from './es/claims';
import { faqItems } from './faq';
import { faqItems as faqEs } from './es/faq';
import { faqPageCopy } from './faqPage';
import { faqPageCopy as faqPageEs } from './es/faqPage';
import { homeContent } from './home';
import { homeContent as homeEs } from './es/home';
import { locationDetails, sanBernardinoCountyDetails } from './locationDetails';
import {
  locationDetails as locationDetailsEs,
  sanBernardinoCountyDetails as countyEs,
} from './es/locationDetails';
import { ownerPortalPage } from './owner-portal';
import { ownerPortalPage as ownerPortalEs } from './es/owner-portal';
import { pricingPage } from './pricingPage';
import { pricingPage as pricingEs } from './es/pricingPage';
import { servicesContent } from './services';
import { servicesContent as servicesEs } from './es/services';

type Lang = 'en' | 'es';

/** The words that claim a capability, per language (only the ones copy could misstate). */
const phrases: Partial<Record<CapabilityId, Record<Lang, RegExp>>> = {
  online_rent: {
    en: /\b(pay|pays|paying)\b[^.]*\bonline\b|\bonline (rent|payments?|card payments?)\b|\brent online\b/i,
    es: /\bpag\w* (de )?(la )?renta en línea|renta en línea|pagos en línea|pagan en línea/i,
  },
  maintenance_requests: {
    en: /maintenance requests?[^.]*photos|requests online with photos|submit maintenance/i,
    es: /solicitudes? de mantenimiento[^.]*fotos|solicitud con fotos/i,
  },
  maintenance_approvals: {
    en: /\bapprov\w*[^.]*\b(repairs?|maintenance)\b|\b(repairs?|maintenance)\b[^.]*\bapprov/i,
    es: /\baprueb\w*|\baprobaci[oó]n/i,
  },
  online_statements: {
    en: /\bstatements?\b[^.]*\b(online|portal)\b|\b(online|portal)\b[^.]*\bstatements?\b|monthly reports/i,
    es: /estados? de cuenta[^.]*(en línea|portal)|informes mensuales/i,
  },
  screening: {
    en: /\bscreening\b|credit, background|background checks?/i,
    es: /selecci[oó]n (completa|de inquilinos)|evaluaci[oó]n de (solicitantes|inquilinos)|(revisi[oó]n|reportes?) de cr[eé]dito/i,
  },
  syndication: {
    en: /\d+\+ (rental )?platforms|syndicat/i,
    es: /plataformas/i,
  },
  online_lease: {
    en: /lease[^.]*\bsign\w* online|\bsign\w* (your |the )?lease online|lease signing online|online lease/i,
    es: /\bfirm\w*[^.]*en línea/i,
  },
  photo_inspection: {
    en: /photo report|inspections?[^.]*\bphotos?\b/i,
    es: /reporte de fotos|inspecci[oó]n[^.]*fotos/i,
  },
  annual_inspection: { en: /annual inspections?/i, es: /inspecciones anuales/i },
  analytics: {
    en: /analytics|net income at a glance|rent roll/i,
    es: /cifras claras|ingreso neto/i,
  },
};

/** Words that call something coming, besides the exact mark. */
const soonWords: Record<Lang, RegExp> = {
  en: /\(coming soon\)|\bcoming soon\b|\bcoming next\b/i,
  es: /próximamente|llegarán pronto|\blo que viene\b/i,
};

interface Sentence {
  path: string;
  text: string;
  /** Under a title that says "coming" (a card's text shares its title's claim). */
  underComingTitle: boolean;
}

/**
 * Every sentence of a catalogue with its key path: ids, functions and the pricing table's names
 * (their capability is pricing.ts's, checked in pricing.test.ts) are skipped.
 */
function sentences(value: unknown, lang: Lang, path = '', underComingTitle = false): Sentence[] {
  if (typeof value === 'string') {
    return value
      .split(/(?<=[.;!?])\s+/)
      .filter(Boolean)
      .map((text) => ({ path, text, underComingTitle }));
  }
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => sentences(v, lang, `${path}[${i}]`, underComingTitle));
  }
  if (value && typeof value === 'object') {
    const title = (value as { title?: unknown }).title;
    const coming =
      underComingTitle || (typeof title === 'string' && title.includes(comingMarks[lang]));
    return Object.entries(value).flatMap(([key, v]) =>
      key === 'featureNames' || key === 'id'
        ? []
        : sentences(v, lang, path ? `${path}.${key}` : key, coming),
    );
  }
  return [];
}

const catalogues: Record<Lang, Record<string, unknown>> = {
  en: {
    home: homeContent,
    services: servicesContent,
    pricing: pricingPage,
    faq: faqItems,
    faqPage: faqPageCopy,
    ownerPortal: ownerPortalPage,
    locations: { sanBernardinoCountyDetails, locationDetails },
    articleCta: articleCtaCopy,
  },
  es: {
    home: homeEs,
    services: servicesEs,
    pricing: pricingEs,
    faq: faqEs,
    faqPage: faqPageEs,
    ownerPortal: ownerPortalEs,
    locations: { countyEs, locationDetailsEs },
    articleCta: articleCtaEs,
  },
};

/** Sentences that claim capabilities, with whether they say "coming". */
function claims(lang: Lang) {
  return sentences(catalogues[lang], lang).map(({ path, text, underComingTitle }) => {
    const claimed = (Object.keys(phrases) as CapabilityId[]).filter((id) =>
      phrases[id]![lang].test(text),
    );
    // A "coming next" list says it in its heading and badge.
    const saysComing =
      underComingTitle ||
      text.includes(comingMarks[lang]) ||
      soonWords[lang].test(text) ||
      /\.coming/.test(path);
    return { where: `${path}: ${text}`, claimed, saysComing };
  });
}

describe('the registry of product claims', () => {
  it.each(['en', 'es'] as const)('%s: no page calls a shipped capability coming', (lang) => {
    const wrong = claims(lang)
      .filter((c) => c.saysComing)
      .flatMap((c) => c.claimed.filter(isShipped).map((id) => `${id} in ${c.where}`));
    expect(wrong).toEqual([]);
  });

  it.each(['en', 'es'] as const)(
    '%s: no page offers a coming capability without saying so',
    (lang) => {
      const wrong = claims(lang)
        .filter((c) => !c.saysComing)
        .flatMap((c) =>
          c.claimed.filter((id) => !isShipped(id)).map((id) => `${id} in ${c.where}`),
        );
      expect(wrong).toEqual([]);
    },
  );

  it('detects both mistakes (the check itself works)', () => {
    const check = (text: string) => {
      const claimed = (Object.keys(phrases) as CapabilityId[]).filter((id) =>
        phrases[id]!.en.test(text),
      );
      return { claimed, saysComing: text.includes(comingMarks.en) };
    };
    // The copy this registry replaced.
    const shippedCalledComing = check('Maintenance requests with photos (coming soon)');
    expect(shippedCalledComing.saysComing).toBe(true);
    expect(shippedCalledComing.claimed.filter(isShipped)).toEqual(['maintenance_requests']);
    const comingOffered = check('Listing syndication to 30+ rental platforms');
    expect(comingOffered.saysComing).toBe(false);
    expect(comingOffered.claimed.filter((id) => !isShipped(id))).toEqual(['syndication']);
  });

  it('marks a claim from the registry, in both languages, and lists only what is coming', () => {
    expect(claimText.feature('online_rent', 'Pay rent online')).toBe(
      capabilityState('online_rent') === 'coming'
        ? 'Pay rent online (coming soon)'
        : 'Pay rent online',
    );
    expect(claimTextEs.feature('maintenance_requests', 'Solicitudes con fotos')).toBe(
      'Solicitudes con fotos',
    );
    expect(
      comingOnly([
        ['maintenance_requests', 'requests'],
        ['screening', 'screening'],
      ]),
    ).toEqual(isShipped('screening') ? [] : ['screening']);
  });
});
