import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

type PageModule = { default: React.ComponentType };

/** Every page is its own chunk: the router only ever imports pages lazily. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((m) => ({ Component: m.default })) };
}

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
          { index: true, ...page(() => import('@/pages/HomePage')) },
          { path: paths.comingSoon, ...page(() => import('@/pages/ComingSoonPage')) },
          { path: paths.scheduleDemo, ...page(() => import('@/pages/ScheduleDemoPage')) },
          { path: paths.contact, ...page(() => import('@/pages/ContactPage')) },
          { path: paths.services, ...page(() => import('@/pages/ServicesPage')) },
          { path: paths.blog, ...page(() => import('@/pages/BlogPage')) },
          { path: routePatterns.blogPost, ...page(() => import('@/pages/BlogPostPage')) },
          { path: paths.faq, ...page(() => import('@/pages/FaqPage')) },
          { path: paths.pricing, ...page(() => import('@/pages/PricingPage')) },
          { path: paths.ownerPortal, ...page(() => import('@/pages/OwnerPortalPage')) },
          { path: paths.terms, ...page(() => import('@/pages/TermsPage')) },
          { path: paths.accessibility, ...page(() => import('@/pages/AccessibilityPage')) },
          { path: paths.privacy, ...page(() => import('@/pages/PrivacyPage')) },
          { path: paths.properties, ...page(() => import('@/pages/PropertiesPage')) },
          { path: paths.alerts, ...page(() => import('@/pages/AlertsPage')) },
          { path: routePatterns.property, ...page(() => import('@/pages/PropertyPage')) },
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
            paths.adminProperties,
            paths.adminLeads,
            paths.adminStaff,
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
          {
            path: paths.sanBernardinoCounty,
            ...page(() => import('@/pages/SanBernardinoCountyPage')),
          },
          { path: routePatterns.location, ...page(() => import('@/pages/LocationPage')) },
          { path: routePatterns.city, ...page(() => import('@/pages/CityPage')) },
          { path: '*', ...page(() => import('@/pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
