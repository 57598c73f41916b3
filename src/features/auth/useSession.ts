import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

export interface SessionState {
  /** True until the stored session has been read. */
  loading: boolean;
  session: Session | null;
}

/**
 * The current session, kept up to date. The auth listener only sets state: awaiting a Supabase
 * call inside onAuthStateChange can deadlock supabase-js, so it never does.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ loading: true, session: null });
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void getSupabase().then((supabase) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        if (active) setState({ loading: false, session });
      });
      unsubscribe = () => data.subscription.unsubscribe();
      void supabase.auth.getSession().then(({ data: current }) => {
        if (active) setState({ loading: false, session: current.session });
      });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return state;
}
