import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { usePortalText } from '../locale';

/** A short "loading" line, announced politely. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/** A failed read: what went wrong in plain words, and a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = usePortalText().status;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{t.checkConnection}</p>
      <Button variant="outline" className="min-h-11" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}

/** Nothing to show yet, said kindly. */
export function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-border p-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
