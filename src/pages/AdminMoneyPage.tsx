import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { MoneyOverview } from '@/features/money/office/components/MoneyOverview';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminMoneyPage() {
  return (
    <>
      <Seo
        title={`Money | ${company.shortName}`}
        description="Payments, the delinquency list and month end."
        path={paths.adminMoney}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Money"
          description="Record a payment, see who is behind on rent and remind them, and close the month."
        >
          <MoneyOverview />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
