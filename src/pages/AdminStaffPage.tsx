import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { StaffManager } from '@/features/staff/office/components/StaffManager';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { useSession } from '@/features/auth/useSession';
import { Seo } from '@/lib/seo';

function Staff() {
  const { session } = useSession();
  return <StaffManager currentUserId={session?.user.id ?? ''} />;
}

export default function AdminStaffPage() {
  return (
    <>
      <Seo
        title={`Staff | ${company.shortName}`}
        description="Who can manage listings, leads and staff."
        path={paths.adminStaff}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Staff"
          description="Admins can manage listings, leads and staff. Invite a colleague or remove access."
        >
          <Staff />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
