import { useLocation, matchPath } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { HomeDetail } from '@/features/homes/office/components/HomeDetail';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { RecordHistory } from '@/features/staff/office/components/RecordHistory';
import { Seo } from '@/lib/seo';

export default function AdminHomePage() {
  const { pathname } = useLocation();
  const id = matchPath(routePatterns.adminHome, pathname)?.params.id ?? '';
  return (
    <>
      <Seo
        title={`Managed Home | ${company.shortName}`}
        description="A managed home's units, leases and documents."
        path={paths.adminHome(id)}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Managed Home"
          description="Its terms, units and leases, and the documents owners and tenants see."
        >
          <HomeDetail key={id} homeId={id} />
          <RecordHistory
            key={`history-${id}`}
            subject={{ kind: 'home', homeId: id }}
            title="History of this home"
          />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
