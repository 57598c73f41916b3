import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { PeopleManager } from '@/features/homes/office/components/PeopleManager';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminPeoplePage() {
  return (
    <>
      <Seo
        title={`People | ${company.shortName}`}
        description="Owners and tenants, and their portal access."
        path={paths.adminPeople}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="People"
          description="The owners and tenants you manage for. Invite them to the portal, resend an invitation or revoke access."
        >
          <PeopleManager />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
