/** Helpers for the lead forms' component tests (not shipped: only *.test.tsx import it). */
import { act } from '@testing-library/react';
import { loadValidation } from '@/features/leads/public/validation';

/** Loads the lazily imported chunks up front so tests wait on behaviour, not downloads. */
export async function preloadLeadChunks(): Promise<void> {
  await Promise.all([loadValidation(), import('@/lib/leads')]);
}

/** Lets pending promise chains (validation, submit) finish: one macrotask after the action. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
