import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { LeadsInbox } from '@/features/leads/office/components/LeadsInbox';
import { PrivacyRequests } from '@/features/privacy/office/components/PrivacyRequests';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminLeadsPage() {
  return (
    <>
      <Seo
        title={`Leads | ${company.shortName}`}
        description="Requests sent through the site's forms."
        path={paths.adminLeads}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Leads"
          description="Every request sent through the site's forms: open ones first, then won, lost and archived."
        >
          <LeadsInbox />
          <PrivacyRequests />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
