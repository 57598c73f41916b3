/**
 * Company facts: the single source for name, contact details, offices, hours and credentials.
 * It lives beside the edge functions so their emails quote the same facts as the site (which
 * imports it through src/config/company.ts); it imports only the language module's types, so it
 * runs in Vite and Deno.
 */
import type { Catalogue } from './locale.ts';

export interface Office {
  city: string;
  street: string;
  state: 'CA';
  zip: string;
}

export const company = {
  name: 'Summit Flat Fee Property Management',
  shortName: 'Summit Flat Fee PM',
  phone: '(909) 555-0142',
  phoneHref: 'tel:+19095550142',
  email: 'hello@summitflatfeepm.com',
  offices: [
    { city: 'West Covina', street: '1200 W Covina Pkwy, Suite 210', state: 'CA', zip: '91790' },
    {
      city: 'Desert Hot Springs',
      street: '66150 Pierson Blvd, Suite 4',
      state: 'CA',
      zip: '92240',
    },
  ] satisfies Office[],
  hours: { office: '7am-7pm daily', maintenance: '24/7' },
  licence: 'CA DRE #02184521',
  /** The designated broker responsible under the corporate licence (placeholder until confirmed). */
  responsibleBroker: { name: 'Elena Ortiz', licence: 'CA DRE #01873320' },
  memberships: ['NARPM® member', 'California Apartment Association member'],
  founded: 2016,
  priceRange: '$99-$249',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/summitflatfeepm' },
    { name: 'Instagram', href: 'https://www.instagram.com/summitflatfeepm' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/summitflatfeepm' },
  ],
} as const;

export const mailtoHref = `mailto:${company.email}`;

/** The licence line every email and the footer end with. */
export const licenceLine = `${company.licence} · Responsible broker: ${company.responsibleBroker.name}, ${company.responsibleBroker.licence}`;

/**
 * HUD's Equal Housing Opportunity slogan (24 CFR 110): listing pages, the footer and the rental
 * feed. The slogan alone is what HUD's rule asks for; the footer is in every page's first chunk.
 */
export const equalHousingStatement = 'Equal Housing Opportunity';

/**
 * The licence line and the slogan as the Spanish pages show them: the DRE licence numbers and the
 * slogan as HUD words it, with HUD's Spanish ("Igualdad de Oportunidades en la Vivienda", the
 * Spanish Fair Housing poster, HUD-928.1A) before it.
 */
export const licenceLines: Catalogue<string> = {
  en: licenceLine,
  es: `${company.licence} · Corredor responsable: ${company.responsibleBroker.name}, ${company.responsibleBroker.licence}`,
};
export const equalHousingStatements: Catalogue<string> = {
  en: equalHousingStatement,
  es: `Igualdad de Oportunidades en la Vivienda (${equalHousingStatement})`,
};

/**
 * The company's names and facts, the same on an English page or mail and its Spanish twin: the
 * untranslated-text check (scripts/untranslated.ts) takes them out before comparing.
 */
export const companyFactsInBothLanguages: readonly string[] = [
  company.name,
  company.shortName,
  company.email,
  company.phone,
  company.licence,
  company.responsibleBroker.name,
  company.responsibleBroker.licence,
  ...company.offices.flatMap((office) => [
    office.street,
    `${office.street}, ${office.city}, ${office.state} ${office.zip}`,
    office.city,
  ]),
  // HUD's slogan after its Spanish, as HUD's Spanish poster has it (never before it).
  equalHousingStatements.es,
];
