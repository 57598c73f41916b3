/**
 * The sign-in and admin routes share one chunk: each lazy route costs the entry chunk (which every
 * marketing page downloads) a loader, and these pages are only for staff.
 */
import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { company } from '@/config/company';
import { paths, routePatterns } from '@/config/paths';
import { AdminShell } from '@/components/layout/AdminShell';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { useSession } from '@/features/auth/useSession';
import { Agenda } from '@/features/booking/office/components/Agenda';
import { CalendarSettings } from '@/features/booking/office/components/CalendarSettings';
import { HomeDetail } from '@/features/homes/office/components/HomeDetail';
import { HomesList } from '@/features/homes/office/components/HomesList';
import { PeopleManager } from '@/features/homes/office/components/PeopleManager';
import { LeadsInbox } from '@/features/leads/office/components/LeadsInbox';
import { PropertyManager } from '@/features/listings/office/components/PropertyManager';
import { MaintenanceQueue } from '@/features/maintenance/office/components/MaintenanceQueue';
import { RequestDetail } from '@/features/maintenance/office/components/RequestDetail';
import { VendorDirectory } from '@/features/maintenance/office/components/VendorDirectory';
import { HomeLedgerView } from '@/features/money/office/components/HomeLedgerView';
import { LeaseLedgerView } from '@/features/money/office/components/LeaseLedgerView';
import { MonthEnd } from '@/features/money/office/components/MonthEnd';
import { MoneyOverview } from '@/features/money/office/components/MoneyOverview';
import { PrivacyRequests } from '@/features/privacy/office/components/PrivacyRequests';
import { StaffManager } from '@/features/staff/office/components/StaffManager';
import { TodayScreen } from '@/features/staff/office/components/TodayScreen';
import { Seo } from '@/lib/seo';
import AuthPage from './AuthPage';
import NotFoundPage from './NotFoundPage';
import SetPasswordPage from './SetPasswordPage';

/** One admin page: every one is noindex, behind the admin guard, in the admin shell. */
interface AdminPage {
  /** The heading, and the tab title before the company's name. */
  title: string;
  /** The page's meta description. */
  summary: string;
  /** The line under the heading. */
  description: string;
  /** The screen, given the route's :id (empty on a page without one). */
  screen: (id: string) => ReactNode;
}

function Staff() {
  const { session } = useSession();
  return <StaffManager currentUserId={session?.user.id ?? ''} />;
}

const adminPages: Readonly<Record<string, AdminPage>> = {
  // The landing page: where sign-in, staff mail links and the bar's Today lead.
  [paths.admin]: {
    title: 'Today',
    summary: 'What needs the office today.',
    description:
      'Today’s appointments, the requests that can’t wait, jobs to check and new leads. Times are Pacific.',
    screen: () => <TodayScreen />,
  },
  [paths.adminProperties]: {
    title: 'Property Management',
    summary: 'Manage the listings shown on the public properties page.',
    description: 'Add, edit and remove listings. Only active listings are public.',
    screen: () => <PropertyManager />,
  },
  [paths.adminLeads]: {
    title: 'Leads',
    summary: "Requests sent through the site's forms.",
    description:
      "Every request sent through the site's forms: open ones first, then won, lost and archived.",
    screen: () => (
      <>
        <LeadsInbox />
        <PrivacyRequests />
      </>
    ),
  },
  [paths.adminStaff]: {
    title: 'Staff',
    summary: 'Who can manage listings, leads and staff.',
    description:
      'Admins can manage listings, leads and staff. Invite a colleague or remove access.',
    screen: () => <Staff />,
  },
  [paths.adminPeople]: {
    title: 'People',
    summary: 'Owners and tenants, and their portal access.',
    description:
      'The owners and tenants you manage for. Invite them to the portal, resend an invitation or revoke access.',
    screen: () => <PeopleManager />,
  },
  [paths.adminHomes]: {
    title: 'Managed Homes',
    summary: 'The homes the office manages, their units, owners, leases and documents.',
    description:
      'The homes under management: units, owners, plan and occupancy. Open one for its leases and documents.',
    screen: () => <HomesList />,
  },
  [paths.adminMaintenance]: {
    title: 'Maintenance',
    summary: "The office's maintenance queue.",
    description:
      'Open requests and jobs to check (marked done, not closed) first, urgent on top, then oldest. A request not acknowledged in time (1 hour urgent, 1 business day routine) is flagged.',
    screen: () => <MaintenanceQueue />,
  },
  [paths.adminVendors]: {
    title: 'Vendors',
    summary: "The office's vendor directory.",
    description:
      'The vendors the office sends: trade, contact, licence and insurance, with a warning when insurance has lapsed.',
    screen: () => <VendorDirectory />,
  },
  [paths.adminMoney]: {
    title: 'Money',
    summary: 'Payments, the delinquency list and month end.',
    description:
      'Record a payment, see who is behind on rent and remind them, and close the month.',
    screen: () => <MoneyOverview />,
  },
  [paths.adminMoneyMonthEnd]: {
    title: 'Month End',
    summary: "Owners' month: income, expenses, fees, payouts and statements.",
    description:
      "Each owner's month per home, the payouts (due by the 10th), the statements and the year's rents for the 1099-MISC.",
    screen: () => <MonthEnd />,
  },
  [paths.adminCalendar]: {
    title: 'Calendar',
    summary: 'Booked showings and consultation calls.',
    description:
      'Who sees whom, where and when: booked showings and consultation calls, in Pacific time.',
    screen: () => <Agenda />,
  },
  [paths.adminCalendarSettings]: {
    title: 'Booking hours',
    summary:
      'Consultation and showing hours, blackout dates, bookable staff and the calendar feed.',
    description:
      "When visitors can book: the office's consultation hours, each listing's showing hours and the days closed. Times are Pacific.",
    screen: () => <CalendarSettings />,
  },
};

/** Pages with an :id, matched after the exact paths: pattern, the page's own path, the page. */
const adminPatterns: readonly (readonly [string, (id: string) => string, AdminPage])[] = [
  [
    routePatterns.adminHome,
    paths.adminHome,
    {
      title: 'Managed Home',
      summary: "A managed home's units, leases and documents.",
      description: 'Its terms, units and leases, and the documents owners and tenants see.',
      screen: (id) => <HomeDetail key={id} homeId={id} />,
    },
  ],
  [
    routePatterns.adminMaintenanceRequest,
    paths.adminMaintenanceRequest,
    {
      title: 'Maintenance Request',
      summary: "A maintenance request: the tenant's words, the work, the thread and the history.",
      description:
        "The tenant's words, the work and its costs, the thread with the tenant and the full history.",
      screen: (id) => <RequestDetail key={id} requestId={id} />,
    },
  ],
  [
    routePatterns.adminMoneyLease,
    paths.adminMoneyLease,
    {
      title: 'Lease Ledger',
      summary: "A lease's charges, payments, credits and deposits.",
      description:
        'Charges, payments, credits and deposits, the balance owed and the deposit held.',
      screen: (id) => <LeaseLedgerView key={id} leaseId={id} />,
    },
  ],
  [
    routePatterns.adminMoneyHome,
    paths.adminMoneyHome,
    {
      title: 'Owner Ledger',
      summary: "A home's owner side: rents received, repairs, fees, contributions and payouts.",
      description: 'Rents received, repairs, fees, contributions and payouts of one home.',
      screen: (id) => <HomeLedgerView key={id} homeId={id} />,
    },
  ],
];

function AdminPageView({ page, path, id }: { page: AdminPage; path: string; id: string }) {
  return (
    <>
      <Seo
        title={`${page.title} | ${company.shortName}`}
        description={page.summary}
        path={path}
        noindex
      />
      <AdminGuard>
        <AdminShell title={page.title} description={page.description}>
          {page.screen(id)}
        </AdminShell>
      </AdminGuard>
    </>
  );
}

const signInPages: Readonly<Record<string, ComponentType>> = {
  [paths.auth]: AuthPage,
  [paths.setPassword]: SetPasswordPage,
};

export default function StaffAreaPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const SignIn = signInPages[path];
  if (SignIn) return <SignIn />;
  const exact = adminPages[path];
  // Keyed by route, so that moving between admin pages remounts the page as separate modules did.
  if (exact) return <AdminPageView key={path} page={exact} path={path} id="" />;
  for (const [pattern, pathOf, page] of adminPatterns) {
    const id = matchPath(pattern, path)?.params.id;
    if (id !== undefined)
      return <AdminPageView key={pattern} page={page} path={pathOf(id)} id={id} />;
  }
  return <NotFoundPage />;
}
