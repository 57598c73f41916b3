/**
 * The booking domain's public entry: another domain imports this folder only through this file
 * (eslint.config.js). Export here what another domain needs, nothing more.
 */
export { bookingSenderDepsFromEnv, sendDueBookingMail } from './mail-sender.ts';
export {
  type BookingFacts,
  bookingInvitation,
  bookingRows,
  heldBooking,
  manageButtons,
  manageUrl,
  officeBookingRows,
  officeFacts,
} from './mail.ts';
export { BookingRefused, RestBookingStore } from './store.ts';
