/**
 * The browser half of the forms' optional human check, Cloudflare Turnstile (the server half is
 * supabase/functions/_shared/platform/challenge.ts). Off while VITE_TURNSTILE_SITE_KEY is unset. When on,
 * Cloudflare's script loads only when a form is sent, never with the page, and the widget shows
 * itself only if Cloudflare needs the visitor to click ("interaction-only").
 */
import { env } from '@/config/env';

interface TurnstileOptions {
  sitekey: string;
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const challengeMessages = {
  failed: 'We could not confirm this was sent by a person. Please try again, or call or email us.',
} as const;

let loading: Promise<TurnstileApi> | undefined;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error(challengeMessages.failed));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(challengeMessages.failed));
    };
    document.head.append(script);
  });
  return loading;
}

/** A fresh one-use token, or undefined when the check is off. */
export async function challengeToken(siteKey = env.turnstileSiteKey): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const api = await loadTurnstile();
  // Inside the form being sent, so a widget that needs a click appears where the visitor is.
  const form = document.activeElement?.closest('form');
  const host = document.createElement('div');
  (form ?? document.body).append(host);
  return new Promise<string>((resolve, reject) => {
    // The callbacks may run before render() returns, so the id is read when they do.
    const widget: { id?: string | undefined } = {};
    const done = () => {
      if (widget.id) api.remove(widget.id);
      host.remove();
    };
    widget.id = api.render(host, {
      sitekey: siteKey,
      appearance: 'interaction-only',
      callback: (token) => {
        done();
        resolve(token);
      },
      'error-callback': () => {
        done();
        reject(new Error(challengeMessages.failed));
      },
      'expired-callback': () => {
        done();
        reject(new Error(challengeMessages.failed));
      },
    });
  });
}
