/** Every route of the site, in one place. Links, the router, the prerenderer and the sitemap read it. */
import { BOOKING_MANAGE_PATH } from '@contract/booking-api.ts';
import { defaultLocale, type Locale } from '@contract/locale.ts';

export const citySlugs = [
  'west-covina',
  'covina',
  'glendora',
  'san-dimas',
  'la-verne',
  'claremont',
  'upland',
  'ontario',
  'rancho-cucamonga',
  'fontana',
  'rialto',
  'redlands',
  'beaumont',
  'banning',
  'palm-springs',
  'cathedral-city',
  'desert-hot-springs',
] as const;
/** Every city served has its page at /locations/{slug} (content/locations.ts). */
export type CitySlug = (typeof citySlugs)[number];

export const paths = {
  home: '/',
  comingSoon: '/coming-soon',
  scheduleDemo: '/schedule-demo',
  contact: '/contact',
  services: '/services',
  blog: '/blog',
  blogPost: (id: string) => `/blog/${id}`,
  faq: '/faq',
  pricing: '/pricing',
  ownerPortal: '/owner-portal',
  terms: '/terms',
  accessibility: '/accessibility',
  privacy: '/privacy',
  properties: '/properties',
  /** Where listing alert emails' confirm and unsubscribe links land. */
  alerts: '/alerts',
  property: (id: string) => `/properties/${id}`,
  auth: '/auth',
  /** Where recovery and invite links land: set a new password. */
  setPassword: '/auth/set-password',
  /** The staff landing page: today's work (where sign-in and staff mail links land). */
  admin: '/admin',
  adminProperties: '/admin/properties',
  adminLeads: '/admin/leads',
  adminStaff: '/admin/staff',
  /** The audit trail: who changed what, by person and dates. */
  adminAudit: '/admin/audit',
  /** Managed homes, their units, leases and documents. */
  adminHomes: '/admin/homes',
  adminHome: (id: string) => `/admin/homes/${id}`,
  /** Owners and tenants, and their portal invitations. */
  adminPeople: '/admin/people',
  /** The maintenance queue (filters in the query string) and one request. */
  adminMaintenance: '/admin/maintenance',
  adminMaintenanceRequest: (id: string) => `/admin/maintenance/${id}`,
  /** The vendor directory. */
  adminVendors: '/admin/vendors',
  /** Booked showings and consultations (day/week agenda; view, date, who, listing in the query). */
  adminCalendar: '/admin/calendar',
  /** Consultation and showing hours, blackout dates, bookable staff and the calendar feed. */
  adminCalendarSettings: '/admin/calendar/settings',
  /** One listing's showing hours in the calendar's settings (Calendar → Hours and feed). */
  adminShowingHours: (listingId?: string) =>
    `/admin/calendar/settings${listingId ? `?listing=${encodeURIComponent(listingId)}` : ''}#showing-hours`,
  /** The books: delinquency list and payments, one lease's ledger, month end, a home's owner side. */
  adminMoney: '/admin/money',
  adminMoneyLease: (id: string) => `/admin/money/leases/${id}`,
  adminMoneyMonthEnd: '/admin/money/month-end',
  adminMoneyHome: (id: string) => `/admin/money/homes/${id}`,
  /** The owner and tenant portal (signed in), and its sign-in when signed out. */
  portal: '/portal',
  /** A vendor's work order and an owner's repair approval, from their mails' links (`#t=`). */
  maintenanceWorkOrder: '/maintenance/work-order',
  maintenanceApproval: '/maintenance/approval',
  /** A booking mail's reschedule and cancel links (`?token=`), where the bookings function points. */
  bookingManage: BOOKING_MANAGE_PATH,
  /** A tenant files a maintenance request (triage, then the form). */
  portalMaintenanceNew: '/portal/maintenance/new',
  /** One maintenance request: its tenant's and its home's owner's view. */
  portalMaintenanceRequest: (id: string) => `/portal/maintenance/${id}`,
  sanBernardinoCounty: '/san-bernardino-county',
  location: (slug: CitySlug) => `/locations/${slug}`,
} as const;

/** Router patterns (react-router syntax). */
export const routePatterns = {
  blogPost: '/blog/:id',
  property: '/properties/:id',
  location: '/locations/:slug',
  /** The old city links: they send the visitor on to the city's page (pages/CityPage.tsx). */
  city: '/city/:slug',
  adminHome: '/admin/homes/:id',
  adminMaintenanceRequest: '/admin/maintenance/:id',
  adminMoneyLease: '/admin/money/leases/:id',
  adminMoneyHome: '/admin/money/homes/:id',
  portalMaintenanceRequest: '/portal/maintenance/:id',
} as const;

/** Routes whose HTML is prerendered at build time and listed in the sitemap (no data, public). */
export function staticPublicPaths(blogIds: readonly string[]): string[] {
  return [
    paths.home,
    paths.services,
    paths.pricing,
    paths.faq,
    paths.blog,
    ...blogIds.map(paths.blogPost),
    paths.contact,
    paths.scheduleDemo,
    paths.terms,
    paths.accessibility,
    paths.privacy,
    paths.comingSoon,
    paths.ownerPortal,
    paths.sanBernardinoCounty,
    ...citySlugs.map(paths.location),
    paths.properties,
    paths.alerts,
  ];
}

/** Paths search engines must not index. */
export const privatePathPrefixes = [
  paths.auth,
  '/admin',
  paths.portal,
  '/maintenance',
  paths.bookingManage,
] as const;

// ---------------------------------------------------------------------------------------------
// Languages: the Spanish site mirrors the public pages under /es with the same slugs
// ---------------------------------------------------------------------------------------------

export const localePrefixes: Record<Locale, string> = { en: '', es: '/es' };

/** Public pages with a Spanish twin: react-router patterns, without the /es prefix. */
export const bilingualPatterns = [
  paths.home,
  paths.services,
  paths.pricing,
  paths.faq,
  paths.blog,
  routePatterns.blogPost,
  paths.contact,
  paths.scheduleDemo,
  paths.terms,
  paths.accessibility,
  paths.privacy,
  paths.comingSoon,
  paths.ownerPortal,
  paths.sanBernardinoCounty,
  routePatterns.location,
  routePatterns.city,
  paths.properties,
  paths.alerts,
  routePatterns.property,
] as const;

const bilingualMatchers = bilingualPatterns.map((pattern) => {
  const source = pattern.replace(/:[a-z]+/gi, '[^/]+');
  return new RegExp(`^${source}$`);
});

/** Whether a path (without the /es prefix) has a Spanish twin. */
export function isBilingualPath(path: string): boolean {
  return bilingualMatchers.some((matcher) => matcher.test(path));
}

/** The language a pathname is in, and the path without its prefix ('/es/pricing' -> '/pricing'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const prefix = localePrefixes.es;
  if (pathname === prefix || pathname === `${prefix}/`) return { locale: 'es', path: '/' };
  if (pathname.startsWith(`${prefix}/`)) {
    return { locale: 'es', path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/**
 * A path in a language: '/pricing' in Spanish is '/es/pricing', '/' is '/es'. Paths without a
 * Spanish twin (the portal, the staff area) stay as they are; a query or hash is kept.
 */
export function localizedPath(locale: Locale, path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const pathname = match[1]!;
  const rest = match[2] ?? '';
  const { path: bare } = splitLocale(pathname);
  if (locale === defaultLocale || !isBilingualPath(bare)) return `${bare}${rest}`;
  return `${localePrefixes[locale]}${bare === '/' ? '' : bare}${rest}`;
}
