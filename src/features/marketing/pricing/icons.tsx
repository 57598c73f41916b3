/** The pricing page's icons, drawn inline as lucide draws them (see components/ui/icons.tsx). */
import { icon } from '@/components/ui/icons';

export const Check = icon(<path d="M20 6 9 17l-5-5" />);

export const Minus = icon(<path d="M5 12h14" />);

export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
