/**
 * The site-wide lead dialog ("Get Started") as the layout and pages see it: open, close and
 * preload. The provider that owns the dialog's code lives in app (it imports the leads feature),
 * so shared components reach it through this context only.
 */
import { createContext, use } from 'react';
import type { PlanId } from '@contract/plans.ts';

export interface LeadDialogContextValue {
  isOpen: boolean;
  /** Opens the dialog; from a plan's card, with that plan picked. */
  open: (plan?: PlanId) => void;
  close: () => void;
  /** Starts fetching the dialog's code early, e.g. when a Get Started button is hovered. */
  preload: () => void;
}

export const LeadDialogContext = createContext<LeadDialogContextValue | null>(null);

/** Opens and closes the site-wide lead dialog ("Get Started"). */
export function useLeadDialog(): LeadDialogContextValue {
  const value = use(LeadDialogContext);
  if (!value) throw new Error('useLeadDialog must be used inside <LeadDialogProvider>');
  return value;
}
