/**
 * Icons drawn as lucide-react 1.75.0 draws them (its paths, ISC licence; the same strokes and
 * 24 px box), for the listing and pricing pages and the shared Select. Inline, because lucide's
 * icon factory alone is 1.5 KB gzipped on those routes' first load, and they sit at their
 * budgets (scripts/budgets.ts). Each feature keeps its own icons beside it, so a route carries
 * only its paths; other screens keep importing lucide-react.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  strokeWidth?: number;
}

/** An icon component drawing `shapes` in lucide's 24 px box and strokes. */
export function icon(shapes: ReactNode) {
  return function Icon({ className, strokeWidth = 2 }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {shapes}
      </svg>
    );
  };
}

export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
