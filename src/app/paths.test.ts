// @vitest-environment node
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BOOKING_MANAGE_PATH } from '@contract/booking-api.ts';
import { APPROVAL_LINK_PATH, VENDOR_LINK_PATH } from '@contract/maintenance.ts';
import { routes } from '@/app/routes';
import { blogPosts } from '@/content/blog';
import {
  bilingualPatterns,
  citySlugs,
  isBilingualPath,
  localizedPath,
  paths,
  privatePathPrefixes,
  splitLocale,
  staticPublicPaths,
} from '@/config/paths';

const blogIds = blogPosts.map((post) => post.id);

/** The deepest route a path lands on, and whether that is the catch-all 404. */
function landing(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { matched: matches.length > 0, catchAll: last?.route.path === '*' };
}

describe('route list', () => {
  it('has the 17 served city slugs', () => {
    expect(citySlugs).toHaveLength(17);
    expect(new Set(citySlugs).size).toBe(17);
  });

  it('lists every static public route once, including each article and city page', () => {
    const list = staticPublicPaths(blogIds);
    expect(new Set(list).size).toBe(list.length);
    for (const path of [
      paths.home,
      paths.services,
      paths.pricing,
      paths.faq,
      paths.blog,
      paths.contact,
      paths.scheduleDemo,
      paths.terms,
      paths.accessibility,
      paths.privacy,
      paths.comingSoon,
      paths.ownerPortal,
      paths.sanBernardinoCounty,
      paths.properties,
      paths.alerts,
    ]) {
      expect(list).toContain(path);
    }
    for (const id of blogIds) expect(list).toContain(`/blog/${id}`);
    for (const slug of citySlugs) expect(list).toContain(`/locations/${slug}`);
    // The old /city/{slug} links only redirect: not prerendered, not in the sitemap.
    expect(list.filter((path) => path.startsWith('/city/'))).toEqual([]);
    expect(list).toHaveLength(15 + blogIds.length + citySlugs.length);
  });

  it('never lists the private areas as public', () => {
    for (const path of staticPublicPaths(blogIds)) {
      for (const prefix of privatePathPrefixes) expect(path.startsWith(prefix)).toBe(false);
    }
  });

  it('registers a page for every route of the list, and the admin and listing routes', () => {
    const all = [
      ...staticPublicPaths(blogIds),
      paths.auth,
      paths.admin,
      paths.adminProperties,
      paths.adminLeads,
      paths.property('0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01'),
      paths.portal,
      paths.portalMaintenanceNew,
      paths.portalMaintenanceRequest('5eed0800-0000-4000-8000-000000000001'),
    ];
    for (const path of all) expect(landing(path), path).toEqual({ matched: true, catchAll: false });
  });

  it("serves the maintenance links' pages where the function's mails point, never indexed", () => {
    expect([paths.maintenanceWorkOrder, paths.maintenanceApproval]).toEqual([
      VENDOR_LINK_PATH,
      APPROVAL_LINK_PATH,
    ]);
    for (const path of [VENDOR_LINK_PATH, APPROVAL_LINK_PATH]) {
      expect(landing(path), path).toEqual({ matched: true, catchAll: false });
      expect(privatePathPrefixes.some((prefix) => path.startsWith(prefix))).toBe(true);
      expect(staticPublicPaths(blogIds)).not.toContain(path);
    }
  });

  it("serves the booking mails' manage page where the bookings function points, never indexed", () => {
    expect(paths.bookingManage).toBe(BOOKING_MANAGE_PATH);
    expect(landing(BOOKING_MANAGE_PATH)).toEqual({ matched: true, catchAll: false });
    expect(privatePathPrefixes.some((prefix) => BOOKING_MANAGE_PATH.startsWith(prefix))).toBe(true);
    expect(staticPublicPaths(blogIds)).not.toContain(BOOKING_MANAGE_PATH);
  });

  it("serves the office's money screens in the staff area, never indexed", () => {
    const id = '5eed0500-0000-4000-8000-000000000001';
    for (const path of [
      paths.adminMoney,
      paths.adminMoneyMonthEnd,
      paths.adminMoneyLease(id),
      paths.adminMoneyHome(id),
    ]) {
      expect(landing(path), path).toEqual({ matched: true, catchAll: false });
      expect(privatePathPrefixes.some((prefix) => path.startsWith(prefix))).toBe(true);
    }
  });

  it('sends unknown paths to the catch-all 404 route', () => {
    expect(landing('/no-such-page')).toEqual({ matched: true, catchAll: true });
    expect(landing('/admin/unknown/deeper')).toEqual({ matched: true, catchAll: true });
    expect(landing('/portal/unknown/deeper')).toEqual({ matched: true, catchAll: true });
  });
});

describe('languages', () => {
  it('puts the Spanish twin of a public page under /es, and keeps private paths as they are', () => {
    expect(localizedPath('es', paths.home)).toBe('/es');
    expect(localizedPath('es', paths.pricing)).toBe('/es/pricing');
    expect(localizedPath('es', `${paths.properties}?beds=2#map`)).toBe('/es/properties?beds=2#map');
    expect(localizedPath('es', paths.property('abc'))).toBe('/es/properties/abc');
    expect(localizedPath('es', '/es/faq')).toBe('/es/faq');
    expect(localizedPath('en', '/es/faq')).toBe('/faq');
    expect(localizedPath('en', '/es')).toBe('/');
    for (const path of [paths.portal, paths.auth, paths.adminLeads, paths.bookingManage]) {
      expect(localizedPath('es', path)).toBe(path);
    }
  });

  it('reads the language and the English path from a pathname', () => {
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/blog/x')).toEqual({ locale: 'es', path: '/blog/x' });
    expect(splitLocale('/estate')).toEqual({ locale: 'en', path: '/estate' });
    expect(splitLocale('/pricing')).toEqual({ locale: 'en', path: '/pricing' });
  });

  it('has a Spanish page for every bilingual route, and no public route without one', () => {
    const english = [...staticPublicPaths(blogIds), paths.property('x')];
    for (const path of english) {
      expect(isBilingualPath(path), path).toBe(true);
      expect(landing(localizedPath('es', path)), localizedPath('es', path)).toEqual({
        matched: true,
        catchAll: false,
      });
    }
    for (const pattern of bilingualPatterns) expect(isBilingualPath(pattern)).toBe(true);
  });
});
