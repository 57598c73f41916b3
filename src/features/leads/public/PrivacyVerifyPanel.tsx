import { useEffect, useRef, useState } from 'react';
import { isAlertToken } from '@contract/alert-tokens.ts';
import {
  isPrivacyVerifyOutcome,
  PRIVACY_RESPONSE_DAYS,
  PRIVACY_VERIFY_DAYS,
  PRIVACY_VERIFY_FUNCTION,
  PRIVACY_VERIFY_PARAM,
  type PrivacyVerifyOutcome,
} from '@contract/privacy-options.ts';
import type { Catalogue } from '@/lib/i18n';
import { useFormLocale } from '@/components/forms/formText';
import { Button } from '@/components/ui/Button';
import { getSupabase } from '@/lib/supabase';
import { useLinkToken, type LinkTokenSpec } from '@/lib/linkToken';

export const privacyVerifyCopy = {
  heading: 'Confirm your privacy request',
  text: 'Press the button to confirm that you sent this request from this email address. We act on a request only once it is confirmed.',
  button: 'Confirm my request',
  failed: 'Something went wrong on our side. Please try again in a moment.',
  wait: 'Please wait...',
} as const;

export const privacyVerifyMessages: Record<PrivacyVerifyOutcome, { title: string; text: string }> =
  {
    verified: {
      title: 'Your request is confirmed',
      text: `Thank you. We will answer by email within ${PRIVACY_RESPONSE_DAYS} days.`,
    },
    already_verified: {
      title: 'This request was already confirmed',
      text: 'There is nothing more to do. We will answer by email.',
    },
    expired: {
      title: 'This link has expired',
      text: `Confirmation links work for ${PRIVACY_VERIFY_DAYS} days. Please send your request again with the form below and use the new email.`,
    },
    unknown: {
      title: 'We do not recognise this link',
      text: 'It may be incomplete (copy the whole link from the email). You can send your request again with the form below.',
    },
  };

const privacyVerifyEn = { copy: privacyVerifyCopy, outcomes: privacyVerifyMessages };

const privacyVerifyText: Catalogue<typeof privacyVerifyEn> = {
  en: privacyVerifyEn,
  es: {
    copy: {
      heading: 'Confirme su solicitud de privacidad',
      text: 'Presione el botón para confirmar que usted envió esta solicitud desde este correo electrónico. Solo atendemos una solicitud una vez confirmada.',
      button: 'Confirmar mi solicitud',
      failed: 'Algo falló de nuestro lado. Intente de nuevo en un momento.',
      wait: 'Espere, por favor...',
    },
    outcomes: {
      verified: {
        title: 'Su solicitud está confirmada',
        text: `Gracias. Le responderemos por correo en un plazo de ${PRIVACY_RESPONSE_DAYS} días.`,
      },
      already_verified: {
        title: 'Esta solicitud ya estaba confirmada',
        text: 'No tiene que hacer nada más. Le responderemos por correo.',
      },
      expired: {
        title: 'Este enlace ya venció',
        text: `Los enlaces de confirmación sirven por ${PRIVACY_VERIFY_DAYS} días. Envíe su solicitud de nuevo con el formulario de abajo y use el correo nuevo.`,
      },
      unknown: {
        title: 'No reconocemos este enlace',
        text: 'Puede estar incompleto (copie el enlace completo del correo). Puede enviar su solicitud de nuevo con el formulario de abajo.',
      },
    },
  },
};

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; outcome: PrivacyVerifyOutcome }
  | { kind: 'failed' };

/** POSTs the link's token to privacy-verify (supabase-js loads on the press). */
async function verifyToken(token: string): Promise<PrivacyVerifyOutcome> {
  if (!isAlertToken(token)) return 'unknown';
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(PRIVACY_VERIFY_FUNCTION, {
    body: { token },
  });
  const status = (data as { status?: unknown } | null)?.status;
  if (error || !isPrivacyVerifyOutcome(status)) {
    throw new Error(error?.message ?? 'Unexpected answer');
  }
  return status;
}

const privacyTokenSpec: LinkTokenSpec = {
  key: 'privacy-verify',
  in: 'search',
  params: [PRIVACY_VERIFY_PARAM],
};

/**
 * What the verification link of a privacy request's confirmation mail opens (/privacy?verify=…):
 * a button that POSTs the token (a GET of the page, as mail scanners do, confirms nothing), then
 * the answer in words. Nothing without the parameter.
 */
export function PrivacyVerifyPanel() {
  const { copy, outcomes } = privacyVerifyText[useFormLocale()];
  // Read after hydration (the page is prerendered without a query string), then dropped from
  // the address bar and kept for a reload (src/lib/linkToken.ts).
  const token = useLinkToken(privacyTokenSpec)?.value.trim();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const resultRef = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (state.kind === 'done') resultRef.current?.focus();
  }, [state]);

  if (token === undefined) return null;

  const run = async () => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'done', outcome: await verifyToken(token) });
    } catch (error) {
      console.error('Privacy verification failed', error);
      setState({ kind: 'failed' });
    }
  };

  return (
    <section
      aria-labelledby="privacy-verify-heading"
      className="mb-8 flex flex-col gap-3 rounded-xl border-2 border-primary p-5 sm:p-8"
    >
      {state.kind === 'done' ? (
        <div role="status" className="flex flex-col gap-3">
          <h2
            id="privacy-verify-heading"
            ref={resultRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {outcomes[state.outcome].title}
          </h2>
          <p className="text-muted-foreground">{outcomes[state.outcome].text}</p>
        </div>
      ) : (
        <>
          <h2 id="privacy-verify-heading" className="text-2xl font-bold tracking-tight">
            {copy.heading}
          </h2>
          <p className="text-muted-foreground">{copy.text}</p>
          {state.kind === 'failed' ? (
            <p role="alert" className="font-medium text-destructive">
              {copy.failed}
            </p>
          ) : null}
          <Button
            type="button"
            className="min-h-11 self-start"
            disabled={state.kind === 'working'}
            onClick={() => void run()}
          >
            {state.kind === 'working' ? copy.wait : copy.button}
          </Button>
        </>
      )}
    </section>
  );
}
