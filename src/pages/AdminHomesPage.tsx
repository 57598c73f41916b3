import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { HomesList } from '@/features/homes/office/components/HomesList';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminHomesPage() {
  return (
    <>
      <Seo
        title={`Managed Homes | ${company.shortName}`}
        description="The homes the office manages, their units, owners, leases and documents."
        path={paths.adminHomes}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Managed Homes"
          description="The homes under management: units, owners, plan and occupancy. Open one for its leases and documents."
        >
          <HomesList />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
