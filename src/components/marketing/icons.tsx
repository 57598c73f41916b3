/**
 * The marketing sections' icons, drawn inline as lucide draws them (see components/ui/icons.tsx):
 * the marketing routes sit at their 100 KB budget, which lucide's icon factory would cross.
 */
import { icon } from '@/components/ui/icons';

export const ArrowRight = icon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);

export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
