import { matchPath, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { RequestDetail } from '@/features/maintenance/office/components/RequestDetail';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminMaintenanceRequestPage() {
  const { pathname } = useLocation();
  const id = matchPath(routePatterns.adminMaintenanceRequest, pathname)?.params.id ?? '';
  return (
    <>
      <Seo
        title={`Maintenance Request | ${company.shortName}`}
        description="A maintenance request: the tenant's words, the work, the thread and the history."
        path={paths.adminMaintenanceRequest(id)}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Maintenance Request"
          description="The tenant's words, the work and its costs, the thread with the tenant and the full history."
        >
          <RequestDetail key={id} requestId={id} />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
