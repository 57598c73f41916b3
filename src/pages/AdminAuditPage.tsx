import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { AuditScreen } from '@/features/staff/office/components/AuditScreen';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminAuditPage() {
  return (
    <>
      <Seo
        title={`Audit Trail | ${company.shortName}`}
        description="Who changed what in the office's records."
        path={paths.adminAudit}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Audit Trail"
          description="Every change to listings, homes, leases, people and access, documents, vendors and booking settings: who made it, when and from where. Personal details are not kept. Records are kept at least three years."
        >
          <AuditScreen />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
