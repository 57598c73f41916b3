import type { RouteObject } from 'react-router-dom';
import { localizedPath, paths, routePatterns } from '@/config/paths';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

type PageModule = { default: React.ComponentType };

/** Every page is its own chunk: the router only ever imports pages lazily. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((m) => ({ Component: m.default })) };
}

type Loader = () => Promise<PageModule>;

/**
 * Public pages with their Spanish twin's page module (same view, the Spanish catalogue): the
 * twin is served at the /es path (paths.ts `localizedPath`). Every pattern of
 * `bilingualPatterns` must have one here (app/paths.test.ts).
 */
const bilingualPages: Array<[path: string, en: Loader, es?: Loader]> = [
  [paths.home, () => import('@/pages/HomePage'), () => import('@/pages/es/HomePage')],
  [
    paths.comingSoon,
    () => import('@/pages/ComingSoonPage'),
    () => import('@/pages/es/ComingSoonPage'),
  ],
  [
    paths.scheduleDemo,
    () => import('@/pages/ScheduleDemoPage'),
    () => import('@/pages/es/ScheduleDemoPage'),
  ],
  [paths.contact, () => import('@/pages/ContactPage'), () => import('@/pages/es/ContactPage')],
  [paths.services, () => import('@/pages/ServicesPage'), () => import('@/pages/es/ServicesPage')],
  [paths.blog, () => import('@/pages/BlogPage'), () => import('@/pages/es/BlogPage')],
  [
    routePatterns.blogPost,
    () => import('@/pages/BlogPostPage'),
    () => import('@/pages/es/BlogPostPage'),
  ],
  [paths.faq, () => import('@/pages/FaqPage'), () => import('@/pages/es/FaqPage')],
  [paths.pricing, () => import('@/pages/PricingPage'), () => import('@/pages/es/PricingPage')],
  [
    paths.ownerPortal,
    () => import('@/pages/OwnerPortalPage'),
    () => import('@/pages/es/OwnerPortalPage'),
  ],
  [paths.terms, () => import('@/pages/TermsPage'), () => import('@/pages/es/TermsPage')],
  [
    paths.accessibility,
    () => import('@/pages/AccessibilityPage'),
    () => import('@/pages/es/AccessibilityPage'),
  ],
  [paths.privacy, () => import('@/pages/PrivacyPage'), () => import('@/pages/es/PrivacyPage')],
  [
    paths.properties,
    () => import('@/pages/PropertiesPage'),
    () => import('@/pages/es/PropertiesPage'),
  ],
  [paths.alerts, () => import('@/pages/AlertsPage'), () => import('@/pages/es/AlertsPage')],
  [
    routePatterns.property,
    () => import('@/pages/PropertyPage'),
    () => import('@/pages/es/PropertyPage'),
  ],
  [
    paths.sanBernardinoCounty,
    () => import('@/pages/SanBernardinoCountyPage'),
    () => import('@/pages/es/SanBernardinoCountyPage'),
  ],
  [
    routePatterns.location,
    () => import('@/pages/LocationPage'),
    () => import('@/pages/es/LocationPage'),
  ],
  // The old city links: one module redirects in either language.
  [routePatterns.city, () => import('@/pages/CityPage'), () => import('@/pages/CityPage')],
];

const staffArea = page(() => import('@/pages/StaffAreaPage'));
const maintenanceLinks = page(() => import('@/pages/MaintenanceLinkPage'));
const portal = page(() => import('@/pages/PortalPage'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          ...bilingualPages.flatMap(([path, en, es]) => [
            path === paths.home ? { index: true, ...page(en) } : { path, ...page(en) },
            ...(es ? [{ path: localizedPath('es', path), ...page(es) }] : []),
          ]),
          // Owners and tenants: a chunk of its own, apart from the staff area.
          ...[paths.portal, paths.portalMaintenanceNew, routePatterns.portalMaintenanceRequest].map(
            (path) => ({ path, ...portal }),
          ),
          // The maintenance links' pages: public, no account, served as the shell; one chunk.
          ...[paths.maintenanceWorkOrder, paths.maintenanceApproval].map((path) => ({
            path,
            ...maintenanceLinks,
          })),
          // A booking mail's manage link: public, no account, served as the shell.
          { path: paths.bookingManage, ...page(() => import('@/pages/BookingManagePage')) },
          // Sign-in and admin pages: one chunk, one loader (see StaffAreaPage).
          ...[
            paths.auth,
            paths.setPassword,
            paths.admin,
            paths.adminProperties,
            paths.adminLeads,
            paths.adminStaff,
            paths.adminAudit,
            paths.adminPeople,
            paths.adminHomes,
            routePatterns.adminHome,
            paths.adminMaintenance,
            routePatterns.adminMaintenanceRequest,
            paths.adminVendors,
            paths.adminMoney,
            paths.adminCalendar,
            paths.adminCalendarSettings,
            paths.adminMoneyMonthEnd,
            routePatterns.adminMoneyLease,
            routePatterns.adminMoneyHome,
          ].map((path) => ({ path, ...staffArea })),
          { path: '*', ...page(() => import('@/pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
