/**
 * What a staff screen shows before its data is there: the loading line, a failed load with its
 * retry, and the empty list. One look for every admin screen.
 */
import type { ReactNode } from 'react';
import { Button } from './Button';

/** "Loading homes…", announced to screen readers. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-12 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * The load failed: what happened and "Try again". `alert` for a server's own message (read out
 * at once, with a larger touch target).
 */
export function LoadFailed({
  children,
  onRetry,
  alert = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  alert?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      {alert ? <p role="alert">{children}</p> : <p className="text-muted-foreground">{children}</p>}
      <Button variant="outline" className={alert ? 'min-h-11' : undefined} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing here yet: a heading and what will fill it. */
export function EmptyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border py-16 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
