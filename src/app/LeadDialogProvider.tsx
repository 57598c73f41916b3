import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PlanId } from '@contract/plans.ts';
import { LeadDialogContext } from '@/lib/leadDialog';

const loadLeadDialog = () => import('@/features/leads/public/LeadDialog');
// The dialog (and its form code) is its own chunk, fetched on the first open only.
const LeadDialog = lazy(loadLeadDialog);

function preload(): void {
  void loadLeadDialog();
}

export function LeadDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The plan of the card the dialog was opened from (the pricing page's), picked in the form.
  const [plan, setPlan] = useState<PlanId>();

  const open = useCallback((chosen?: PlanId) => {
    setPlan(chosen);
    setMounted(true);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close, preload }), [isOpen, open, close]);

  return (
    <LeadDialogContext value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialog open={isOpen} onOpenChange={setIsOpen} plan={plan} />
        </Suspense>
      ) : null}
    </LeadDialogContext>
  );
}
