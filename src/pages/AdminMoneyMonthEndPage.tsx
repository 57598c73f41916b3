import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { MonthEnd } from '@/features/money/office/components/MonthEnd';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminMoneyMonthEndPage() {
  return (
    <>
      <Seo
        title={`Month End | ${company.shortName}`}
        description="Owners' month: income, expenses, fees, payouts and statements."
        path={paths.adminMoneyMonthEnd}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Month End"
          description="Each owner's month per home, the payouts (due by the 10th), the statements and the year's rents for the 1099-MISC."
        >
          <MonthEnd />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
