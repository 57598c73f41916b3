/**
 * /booking?token=…: the page a booking mail's reschedule and cancel links open. No account,
 * noindex, served as the shell (not prerendered: each link is someone's appointment). The panel
 * writes its own title: the page speaks the booking's language, known only once it has loaded.
 */
import { BookingManagePanel } from '@/features/booking/links/BookingManagePanel';

export default function BookingManagePage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16">
      <BookingManagePanel />
    </section>
  );
}
