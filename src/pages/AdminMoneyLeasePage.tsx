import { matchPath, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { LeaseLedgerView } from '@/features/money/office/components/LeaseLedgerView';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { RecordHistory } from '@/features/staff/office/components/RecordHistory';
import { Seo } from '@/lib/seo';

export default function AdminMoneyLeasePage() {
  const { pathname } = useLocation();
  const id = matchPath(routePatterns.adminMoneyLease, pathname)?.params.id ?? '';
  return (
    <>
      <Seo
        title={`Lease Ledger | ${company.shortName}`}
        description="A lease's charges, payments, credits and deposits."
        path={paths.adminMoneyLease(id)}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Lease Ledger"
          description="Charges, payments, credits and deposits, the balance owed and the deposit held."
        >
          <LeaseLedgerView key={id} leaseId={id} />
          <RecordHistory
            key={`history-${id}`}
            subject={{ kind: 'record', table: 'leases', recordId: id }}
            title="History of this lease's terms"
          />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
