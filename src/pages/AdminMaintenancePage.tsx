import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { MaintenanceQueue } from '@/features/maintenance/office/components/MaintenanceQueue';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminMaintenancePage() {
  return (
    <>
      <Seo
        title={`Maintenance | ${company.shortName}`}
        description="The office's maintenance queue."
        path={paths.adminMaintenance}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Maintenance"
          description="Open requests and jobs to check (marked done, not closed) first, urgent on top, then oldest. A request not acknowledged in time (1 hour urgent, 1 business day routine) is flagged."
        >
          <MaintenanceQueue />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
