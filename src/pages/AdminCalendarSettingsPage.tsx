import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { CalendarSettings } from '@/features/booking/office/components/CalendarSettings';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { Seo } from '@/lib/seo';

export default function AdminCalendarSettingsPage() {
  return (
    <>
      <Seo
        title={`Booking hours | ${company.shortName}`}
        description="Consultation and showing hours, blackout dates, bookable staff and the calendar feed."
        path={paths.adminCalendarSettings}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Booking hours"
          description="When visitors can book: the office's consultation hours, each listing's showing hours and the days closed. Times are Pacific."
        >
          <CalendarSettings />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
