/**
 * /booking?token=…: the page a booking mail's reschedule and cancel links open. No account,
 * noindex, served as the shell (not prerendered: each link is someone's appointment).
 */
import { paths } from '@/config/paths';
import { BookingManagePanel } from '@/features/booking-manage/BookingManagePanel';
import { Seo } from '@/lib/seo';

export default function BookingManagePage() {
  return (
    <>
      <Seo
        title="Your appointment"
        description="Reschedule or cancel a booked showing or consultation call."
        path={paths.bookingManage}
        noindex
      />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16">
        <BookingManagePanel />
      </section>
    </>
  );
}
