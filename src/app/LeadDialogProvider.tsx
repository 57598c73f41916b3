import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export interface LeadDialogContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const LeadDialogContext = createContext<LeadDialogContextValue | null>(null);

const loadLeadDialog = () => import('@/features/leads/LeadDialog');
// The dialog (and its form code) is its own chunk, fetched on the first open only.
const LeadDialog = lazy(loadLeadDialog);

/** Starts fetching the dialog's code early, e.g. when a Get Started button is hovered or focused. */
export function preloadLeadDialog(): void {
  void loadLeadDialog();
}

export function LeadDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const open = useCallback(() => {
    setMounted(true);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);

  return (
    <LeadDialogContext value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </LeadDialogContext>
  );
}

/** Opens and closes the site-wide lead dialog ("Get Started"). */
export function useLeadDialog(): LeadDialogContextValue {
  const value = use(LeadDialogContext);
  if (!value) throw new Error('useLeadDialog must be used inside <LeadDialogProvider>');
  return value;
}
