/**
 * The sign-in and admin routes share one chunk: each lazy route costs the entry chunk (which every
 * marketing page downloads) a loader, and these pages are only for staff. The admin pages are
 * rows of one table (heading, meta description, the line under the heading, the screen).
 */
import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { AdminShell } from '@/components/layout/AdminShell';
import { company } from '@/config/company';
import { paths, routePatterns } from '@/config/paths';
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
import { MoneyOverview } from '@/features/money/office/components/MoneyOverview';
import { MonthEnd } from '@/features/money/office/components/MonthEnd';
import { PrivacyRequests } from '@/features/privacy/office/components/PrivacyRequests';
import { AuditScreen } from '@/features/staff/office/components/AuditScreen';
import { RecordHistory } from '@/features/staff/office/components/RecordHistory';
import { StaffManager } from '@/features/staff/office/components/StaffManager';
import { StatusPanel } from '@/features/staff/office/components/StatusPanel';
import { TodayScreen } from '@/features/staff/office/components/TodayScreen';
import { Seo } from '@/lib/seo';
import AuthPage from './AuthPage';
import NotFoundPage from './NotFoundPage';
import SetPasswordPage from './SetPasswordPage';

/**
 * One admin page: `title` heads it (and its window title), `summary` is its meta description,
 * `description` the line under the heading, `screen` its body (`id` is the path's parameter).
 */
type AdminScreen = [
  title: string,
  summary: string,
  description: string,
  screen: (id: string) => ReactNode,
];

function Staff() {
  const { session } = useSession();
  return <StaffManager currentUserId={session?.user.id ?? ''} />;
}

const screens: Readonly<Record<string, AdminScreen>> = {
  // The staff area's landing page: where sign-in, staff mail links and the bar's Today lead.
  [paths.admin]: [
    'Today',
    'What needs the office today.',
    'Today’s appointments, the requests that can’t wait, jobs to check and new leads. Times are Pacific.',
    () => (
      <>
        <TodayScreen />
        <StatusPanel />
      </>
    ),
  ],
  [paths.adminProperties]: [
    'Property Management',
    'Manage the listings shown on the public properties page.',
    'Add, edit and remove listings. Only active listings are public.',
    () => (
      <PropertyManager
        history={(listingId) => (
          <RecordHistory
            subject={{ kind: 'record', table: 'properties', recordId: listingId }}
            title="History of this listing"
          />
        )}
      />
    ),
  ],
  [paths.adminLeads]: [
    'Leads',
    "Requests sent through the site's forms.",
    "Every request sent through the site's forms: open ones first, then won, lost and archived.",
    () => (
      <>
        <LeadsInbox />
        <PrivacyRequests />
      </>
    ),
  ],
  [paths.adminStaff]: [
    'Staff',
    'Who can manage listings, leads and staff.',
    'Admins can manage listings, leads and staff. Invite a colleague or remove access.',
    () => <Staff />,
  ],
  [paths.adminAudit]: [
    'Audit Trail',
    "Who changed what in the office's records.",
    'Every change to listings, homes, leases, people and access, documents, vendors and booking settings: who made it, when and from where. Personal details are not kept. Records are kept at least three years.',
    () => <AuditScreen />,
  ],
  [paths.adminPeople]: [
    'People',
    'Owners and tenants, and their portal access.',
    'The owners and tenants you manage for. Invite them to the portal, resend an invitation or revoke access.',
    () => <PeopleManager />,
  ],
  [paths.adminHomes]: [
    'Managed Homes',
    'The homes the office manages, their units, owners, leases and documents.',
    'The homes under management: units, owners, plan and occupancy. Open one for its leases and documents.',
    () => <HomesList />,
  ],
  [paths.adminMaintenance]: [
    'Maintenance',
    "The office's maintenance queue.",
    'Open requests and jobs to check (marked done, not closed) first, urgent on top, then oldest. A request not acknowledged in time (1 hour urgent, 1 business day routine) is flagged.',
    () => <MaintenanceQueue />,
  ],
  [paths.adminVendors]: [
    'Vendors',
    "The office's vendor directory.",
    'The vendors the office sends: trade, contact, licence and insurance, with a warning when insurance has lapsed.',
    () => <VendorDirectory />,
  ],
  [paths.adminMoney]: [
    'Money',
    'Payments, the delinquency list and month end.',
    'Record a payment, see who is behind on rent and remind them, and close the month.',
    () => <MoneyOverview />,
  ],
  [paths.adminMoneyMonthEnd]: [
    'Month End',
    "Owners' month: income, expenses, fees, payouts and statements.",
    "Each owner's month per home, the payouts (due by the 10th), the statements and the year's rents for the 1099-MISC.",
    () => <MonthEnd />,
  ],
  [paths.adminCalendar]: [
    'Calendar',
    'Booked showings and consultation calls.',
    'Who sees whom, where and when: booked showings and consultation calls, in Pacific time.',
    () => <Agenda />,
  ],
  [paths.adminCalendarSettings]: [
    'Booking hours',
    'Consultation and showing hours, blackout dates, bookable staff and the calendar feed.',
    "When visitors can book: the office's consultation hours, each listing's showing hours and the days closed. Times are Pacific.",
    () => <CalendarSettings />,
  ],
};

/** Pages with a parameter, matched after the exact paths; the middle function is its path. */
const patterns: readonly (readonly [string, (id: string) => string, AdminScreen])[] = [
  [
    routePatterns.adminHome,
    paths.adminHome,
    [
      'Managed Home',
      "A managed home's units, leases and documents.",
      'Its terms, units and leases, and the documents owners and tenants see.',
      (id) => (
        <>
          <HomeDetail key={id} homeId={id} />
          <RecordHistory
            key={`history-${id}`}
            subject={{ kind: 'home', homeId: id }}
            title="History of this home"
          />
        </>
      ),
    ],
  ],
  [
    routePatterns.adminMaintenanceRequest,
    paths.adminMaintenanceRequest,
    [
      'Maintenance Request',
      "A maintenance request: the tenant's words, the work, the thread and the history.",
      "The tenant's words, the work and its costs, the thread with the tenant and the full history.",
      (id) => <RequestDetail key={id} requestId={id} />,
    ],
  ],
  [
    routePatterns.adminMoneyLease,
    paths.adminMoneyLease,
    [
      'Lease Ledger',
      "A lease's charges, payments, credits and deposits.",
      'Charges, payments, credits and deposits, the balance owed and the deposit held.',
      (id) => (
        <>
          <LeaseLedgerView key={id} leaseId={id} />
          <RecordHistory
            key={`history-${id}`}
            subject={{ kind: 'record', table: 'leases', recordId: id }}
            title="History of this lease's terms"
          />
        </>
      ),
    ],
  ],
  [
    routePatterns.adminMoneyHome,
    paths.adminMoneyHome,
    [
      'Owner Ledger',
      "A home's owner side: rents received, repairs, fees, contributions and payouts.",
      'Rents received, repairs, fees, contributions and payouts of one home.',
      (id) => <HomeLedgerView key={id} homeId={id} />,
    ],
  ],
];

const signIn: Readonly<Record<string, ComponentType>> = {
  [paths.auth]: AuthPage,
  [paths.setPassword]: SetPasswordPage,
};

function AdminPage({ path, id, screen }: { path: string; id: string; screen: AdminScreen }) {
  const [title, summary, description, body] = screen;
  return (
    <>
      <Seo title={`${title} | ${company.shortName}`} description={summary} path={path} noindex />
      <AdminGuard>
        <AdminShell title={title} description={description}>
          {body(id)}
        </AdminShell>
      </AdminGuard>
    </>
  );
}

export default function StaffAreaPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const Page = signIn[path];
  if (Page) return <Page />;
  const exact = screens[path];
  if (exact) return <AdminPage key={path} path={path} id="" screen={exact} />;
  for (const [pattern, pathOf, screen] of patterns) {
    const id = matchPath(pattern, path)?.params.id;
    if (id !== undefined) {
      return <AdminPage key={pattern} path={pathOf(id)} id={id} screen={screen} />;
    }
  }
  return <NotFoundPage />;
}
