import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { VendorDirectory } from '@/features/maintenance/office/components/VendorDirectory';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminVendorsPage() {
  return (
    <>
      <Seo
        title={`Vendors | ${company.shortName}`}
        description="The office's vendor directory."
        path={paths.adminVendors}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Vendors"
          description="The vendors the office sends: trade, contact, licence and insurance, with a warning when insurance has lapsed."
        >
          <VendorDirectory />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
