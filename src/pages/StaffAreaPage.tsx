/**
 * The sign-in and admin routes share one chunk: each lazy route costs the entry chunk (which every
 * marketing page downloads) a loader, and these pages are only for staff.
 */
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import AdminLeadsPage from './AdminLeadsPage';
import AdminPeoplePage from './AdminPeoplePage';
import AdminPropertiesPage from './AdminPropertiesPage';
import AdminStaffPage from './AdminStaffPage';
import AuthPage from './AuthPage';
import NotFoundPage from './NotFoundPage';
import SetPasswordPage from './SetPasswordPage';

const pages: Readonly<Record<string, ComponentType>> = {
  [paths.auth]: AuthPage,
  [paths.setPassword]: SetPasswordPage,
  [paths.adminProperties]: AdminPropertiesPage,
  [paths.adminLeads]: AdminLeadsPage,
  [paths.adminStaff]: AdminStaffPage,
  [paths.adminPeople]: AdminPeoplePage,
};

export default function StaffAreaPage() {
  const { pathname } = useLocation();
  const Page = pages[pathname.replace(/\/+$/, '') || '/'] ?? NotFoundPage;
  return <Page />;
}
