import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { StatusPanel } from '@/features/staff/office/components/StatusPanel';
import { TodayScreen } from '@/features/staff/office/components/TodayScreen';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

/** The staff area's landing page: where sign-in, staff mail links and the bar's Today lead. */
export default function AdminTodayPage() {
  return (
    <>
      <Seo
        title={`Today | ${company.shortName}`}
        description="What needs the office today."
        path={paths.admin}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Today"
          description="Today’s appointments, the requests that can’t wait, jobs to check and new leads. Times are Pacific."
        >
          <TodayScreen />
          <StatusPanel />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
