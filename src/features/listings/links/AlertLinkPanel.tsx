import { useEffect, useRef, useState } from 'react';
import { isAlertOutcome } from '@contract/listing-alerts-outcomes.ts';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { AlertsContent } from '@/content/alerts';
import { LocalizedLink } from '@/lib/i18n';
import { getSupabase } from '@/lib/supabase';
import { useLinkToken, type LinkToken, type LinkTokenSpec } from '@/lib/linkToken';
import {
  isWellFormed,
  outcomeMessage,
  ALERT_ACTIONS,
  type AlertLink,
  type AlertOutcome,
} from './alertLinks';

const alertTokenSpec: LinkTokenSpec = { key: 'listing-alert', in: 'search', params: ALERT_ACTIONS };

function linkOf(token: LinkToken | null | undefined): AlertLink | null {
  const action = ALERT_ACTIONS.find((name) => name === token?.param);
  return token && action ? { action, token: token.value.trim() } : null;
}

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; outcome: AlertOutcome }
  | { kind: 'failed' };

/** POSTs the link's token to the listing-alerts function (supabase-js loads on the press). */
async function sendAlertAction(link: AlertLink): Promise<AlertOutcome> {
  if (!isWellFormed(link)) return 'unknown';
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('listing-alerts', {
    body: { action: link.action, token: link.token },
  });
  const status = (data as { status?: unknown } | null)?.status;
  if (error || !isAlertOutcome(status)) throw new Error(error?.message ?? 'Unexpected answer');
  return status;
}

/**
 * What a confirm or unsubscribe link opens: the action as a button (a GET of the page, as mail
 * scanners do, changes nothing), then the answer in words. Without a link: what the page is for.
 * `copy`: the page's words in its language.
 */
export function AlertLinkPanel({ copy }: { copy: AlertsContent }) {
  // Read after hydration (the page is prerendered without a query string), then dropped from
  // the address bar and kept for a reload (src/lib/linkToken.ts).
  const link = linkOf(useLinkToken(alertTokenSpec));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const resultRef = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (state.kind === 'done') resultRef.current?.focus();
  }, [state]);

  const run = async (current: AlertLink) => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'done', outcome: await sendAlertAction(current) });
    } catch (error) {
      console.error('Alert link failed', error);
      setState({ kind: 'failed' });
    }
  };

  const browse = (
    <Button asChild variant="outline" className="min-h-11 self-start">
      <LocalizedLink to={paths.properties}>{copy.browse}</LocalizedLink>
    </Button>
  );

  if (!link) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
        <p className="text-muted-foreground">{copy.intro}</p>
        {browse}
      </div>
    );
  }

  const words = copy[link.action];
  if (state.kind === 'done') {
    const message = outcomeMessage(link.action, state.outcome, copy);
    return (
      <div className="flex flex-col gap-4" role="status">
        <h1
          ref={resultRef}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          {message.title}
        </h1>
        <p className="text-muted-foreground">{message.text}</p>
        {browse}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{words.heading}</h1>
      <p className="text-muted-foreground">{words.text}</p>
      {state.kind === 'failed' ? (
        <p role="alert" className="font-medium text-destructive">
          {copy.failed}
        </p>
      ) : null}
      <Button
        type="button"
        className="min-h-11 self-start"
        disabled={state.kind === 'working'}
        onClick={() => void run(link)}
      >
        {state.kind === 'working' ? copy.working : words.button}
      </Button>
    </div>
  );
}
