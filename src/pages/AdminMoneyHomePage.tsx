import { matchPath, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { HomeLedgerView } from '@/features/money/office/components/HomeLedgerView';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminMoneyHomePage() {
  const { pathname } = useLocation();
  const id = matchPath(routePatterns.adminMoneyHome, pathname)?.params.id ?? '';
  return (
    <>
      <Seo
        title={`Owner Ledger | ${company.shortName}`}
        description="A home's owner side: rents received, repairs, fees, contributions and payouts."
        path={paths.adminMoneyHome(id)}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Owner Ledger"
          description="Rents received, repairs, fees, contributions and payouts of one home."
        >
          <HomeLedgerView key={id} homeId={id} />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
