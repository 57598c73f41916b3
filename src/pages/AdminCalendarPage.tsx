import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { Agenda } from '@/features/booking/office/components/Agenda';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminCalendarPage() {
  return (
    <>
      <Seo
        title={`Calendar | ${company.shortName}`}
        description="Booked showings and consultation calls."
        path={paths.adminCalendar}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Calendar"
          description="Who sees whom, where and when: booked showings and consultation calls, in Pacific time."
        >
          <Agenda />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
