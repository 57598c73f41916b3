/**
 * The pricing page's three icons, drawn as lucide draws them (same paths and strokes). Inline:
 * lucide's icon factory alone is 1.5 KB gzipped on this page's first load, which sits at its
 * 100 KB budget (scripts/budgets.ts).
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function icon(shapes: ReactNode) {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {shapes}
      </svg>
    );
  };
}

export const Check = icon(<path d="M20 6 9 17l-5-5" />);
export const Minus = icon(<path d="M5 12h14" />);
export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
