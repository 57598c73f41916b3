/**
 * The showing form as an island (lib/islands): the prerendered listing page has its HTML, and its
 * code (react-hook-form, zod, the slot picker) downloads when the visitor first points at,
 * touches or focuses it. Its slots load later still, once the form is used.
 */
import { island } from '@/lib/islands';

export const LazyShowingForm = island(
  'showing-form',
  () => import('./ShowingRequestForm').then((m) => m.ShowingRequestForm),
  <div aria-busy="true" style={{ minHeight: '36rem' }} />,
);
