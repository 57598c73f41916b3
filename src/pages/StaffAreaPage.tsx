/**
 * The sign-in and admin routes share one chunk: each lazy route costs the entry chunk (which every
 * marketing page downloads) a loader, and these pages are only for staff.
 */
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import AdminCalendarPage from './AdminCalendarPage';
import AdminCalendarSettingsPage from './AdminCalendarSettingsPage';
import AdminHomePage from './AdminHomePage';
import AdminHomesPage from './AdminHomesPage';
import AdminLeadsPage from './AdminLeadsPage';
import AdminMaintenancePage from './AdminMaintenancePage';
import AdminMaintenanceRequestPage from './AdminMaintenanceRequestPage';
import AdminMoneyHomePage from './AdminMoneyHomePage';
import AdminMoneyLeasePage from './AdminMoneyLeasePage';
import AdminMoneyMonthEndPage from './AdminMoneyMonthEndPage';
import AdminMoneyPage from './AdminMoneyPage';
import AdminPeoplePage from './AdminPeoplePage';
import AdminPropertiesPage from './AdminPropertiesPage';
import AdminStaffPage from './AdminStaffPage';
import AdminAuditPage from './AdminAuditPage';
import AdminTodayPage from './AdminTodayPage';
import AdminVendorsPage from './AdminVendorsPage';
import AuthPage from './AuthPage';
import NotFoundPage from './NotFoundPage';
import SetPasswordPage from './SetPasswordPage';

const pages: Readonly<Record<string, ComponentType>> = {
  [paths.auth]: AuthPage,
  [paths.setPassword]: SetPasswordPage,
  [paths.admin]: AdminTodayPage,
  [paths.adminProperties]: AdminPropertiesPage,
  [paths.adminLeads]: AdminLeadsPage,
  [paths.adminStaff]: AdminStaffPage,
  [paths.adminAudit]: AdminAuditPage,
  [paths.adminPeople]: AdminPeoplePage,
  [paths.adminHomes]: AdminHomesPage,
  [paths.adminMaintenance]: AdminMaintenancePage,
  [paths.adminVendors]: AdminVendorsPage,
  [paths.adminMoney]: AdminMoneyPage,
  [paths.adminMoneyMonthEnd]: AdminMoneyMonthEndPage,
  [paths.adminCalendar]: AdminCalendarPage,
  [paths.adminCalendarSettings]: AdminCalendarSettingsPage,
};

/** Pages with a parameter, matched after the exact paths. */
const patterns: readonly (readonly [string, ComponentType])[] = [
  [routePatterns.adminHome, AdminHomePage],
  [routePatterns.adminMaintenanceRequest, AdminMaintenanceRequestPage],
  [routePatterns.adminMoneyLease, AdminMoneyLeasePage],
  [routePatterns.adminMoneyHome, AdminMoneyHomePage],
];

export default function StaffAreaPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const Page =
    pages[path] ?? patterns.find(([pattern]) => matchPath(pattern, path))?.[1] ?? NotFoundPage;
  return <Page />;
}
