/**
 * Listing alerts after the subscription (which is a lead, see lead-registry.ts):
 * - confirm and unsubscribe by token (the site's /alerts page POSTs them; a one-click POST to the
 *   List-Unsubscribe URL works too; a GET only redirects to the page, so mail scanners that fetch
 *   links change nothing);
 * - the renderer of `alert_deliveries` (queued by the database when a listing becomes active;
 *   sent by the outbox's one sender, platform/outbox.ts): each mail once, with the listing link and an unsubscribe link whose
 *   token is minted per mail and stored hashed, in the subscriber's language (the alert's lead's
 *   leads.locale: the Spanish mail links to the Spanish pages). It runs after every request of the lead and
 *   alert functions and on a schedule on hosted (README), so nothing waits on the admin's tab.
 */
import { handlePreflight } from '../platform/cors.ts';
import {
  escapeHtml,
  layout,
  paragraph,
  rowsTable,
  rowsText,
  footerLines,
  siteLink,
} from '../platform/mail-html.ts';
import { localeOr, type Catalogue, type Locale } from '../contract/locale.ts';
import { formatDollars } from '../contract/money-format.ts';
import { verifyAdmin } from '../platform/auth.ts';
import { refuseUnscheduled } from '../platform/cron-auth.ts';
import { json, jsonError, readJsonObject } from '../platform/http.ts';
import { secretKey } from '../platform/keys.ts';
import { RestStore } from '../platform/rest-store.ts';
import {
  mailSetupFromEnv,
  type OutboxSenderDeps,
  type Renderer,
  sendDueMail,
} from '../platform/outbox.ts';
import { configurationErrorResponse, supabaseUrlSetting } from '../platform/config.ts';
import {
  alertPageUrl,
  hashAlertToken,
  isAlertToken,
  newAlertToken,
} from '../contract/alert-tokens.ts';

import type { ConfirmOutcome, UnsubscribeOutcome } from '../contract/listing-alerts-outcomes.ts';

export type { ConfirmOutcome, UnsubscribeOutcome };
export const ALERTS_FUNCTION = 'listing-alerts';

/** A claimed delivery with what its mail shows (from our listings, never visitor text). */
export interface AlertDelivery {
  id: string;
  email: string;
  property_id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  price: number | string;
  property_type: string;
  bedrooms: number;
  bathrooms: number | string;
  /** The subscriber's language (the alert's lead's); English when missing. */
  locale?: string;
}

export interface AlertStore {
  confirm(tokenHash: string): Promise<ConfirmOutcome>;
  unsubscribe(tokenHash: string): Promise<UnsubscribeOutcome>;
  /** What one delivery's mail shows, or null when it no longer applies (alert_delivery_mail). */
  delivery(id: string): Promise<AlertDelivery | null>;
  /** Stores the hash of the unsubscribe token a delivery's mail carries (before it goes). */
  setUnsubscribeToken(id: string, tokenHash: string): Promise<void>;
}

export interface AlertDeps extends OutboxSenderDeps {
  store: AlertStore;
  siteUrl: string;
  /** This function's public URL (the one-click unsubscribe target). */
  functionUrl: string;
  companyName: string;
  replyTo: string;
  defer: (task: Promise<unknown>) => void;
}

/** The alerts' store: the functions' one REST client (rest-store.ts) with the secret key. */
export class RestAlertStore extends RestStore implements AlertStore {
  constructor(supabaseUrl: string, secret: string) {
    super({ supabaseUrl, secret });
  }

  async confirm(tokenHash: string): Promise<ConfirmOutcome> {
    return (await this.rpc('confirm_listing_alert', { p_token_hash: tokenHash })) as ConfirmOutcome;
  }

  async unsubscribe(tokenHash: string): Promise<UnsubscribeOutcome> {
    return (await this.rpc('unsubscribe_listing_alert', {
      p_token_hash: tokenHash,
    })) as UnsubscribeOutcome;
  }

  async delivery(id: string): Promise<AlertDelivery | null> {
    const rows = await this.rpc('alert_delivery_mail', { p_id: id });
    return Array.isArray(rows) ? ((rows[0] as AlertDelivery | undefined) ?? null) : null;
  }

  async setUnsubscribeToken(id: string, tokenHash: string): Promise<void> {
    await this.call(`/rest/v1/alert_deliveries?id=eq.${encodeURIComponent(id)}`, {
      method: 'PATCH',
      prefer: 'return=minimal',
      body: JSON.stringify({ unsubscribe_token_hash: tokenHash }),
    });
  }
}

type EnvGet = (name: string) => string | undefined;

export function alertDepsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): AlertDeps {
  const supabaseUrl = supabaseUrlSetting(env);
  const { officeEmail, ...mail } = mailSetupFromEnv(env);
  return {
    ...mail,
    store: new RestAlertStore(supabaseUrl, secretKey(env)),
    functionUrl: `${supabaseUrl}/functions/v1/${ALERTS_FUNCTION}`,
    replyTo: officeEmail,
    defer: (task) => {
      const runtime = (globalThis as { EdgeRuntime?: { waitUntil(t: Promise<unknown>): void } })
        .EdgeRuntime;
      const guarded = task.catch((error) =>
        console.error(JSON.stringify({ event: 'deferred_failed', error: String(error) })),
      );
      runtime?.waitUntil(guarded);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The match email
// ---------------------------------------------------------------------------------------------

const money = (value: number | string, locale: Locale) =>
  formatDollars(Number(value), locale, { cents: !Number.isInteger(Number(value)) });

const matchEnglish = {
  listing: 'Listing',
  address: 'Address',
  rent: 'Rent',
  price: 'Price',
  perMonth: (amount: string) => `${amount} a month`,
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  intro: 'A home that matches the listing alert you confirmed was just published.',
  why: 'You get this email because you asked us to tell you about homes matching your search.',
  heading: 'A new home matches your search',
  see: 'See the listing',
  unsubscribe: 'Unsubscribe from this alert',
  unsubscribeText: 'Unsubscribe',
  subject: (title: string) => `New listing: ${title}`,
};

const matchWords: Catalogue<typeof matchEnglish> = {
  en: matchEnglish,
  es: {
    listing: 'Propiedad',
    address: 'Dirección',
    rent: 'Renta',
    price: 'Precio',
    perMonth: (amount) => `${amount} al mes`,
    bedrooms: 'Recámaras',
    bathrooms: 'Baños',
    intro: 'Acabamos de publicar una casa que coincide con la alerta que usted confirmó.',
    why: 'Recibe este correo porque nos pidió avisarle de las casas que coinciden con su búsqueda.',
    heading: 'Una casa nueva coincide con su búsqueda',
    see: 'Ver la propiedad',
    unsubscribe: 'Cancelar esta alerta',
    unsubscribeText: 'Cancelar la alerta',
    subject: (title) => `Nueva propiedad: ${title}`,
  },
};

export interface MatchLinks {
  listingUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

export function matchEmail(
  d: AlertDelivery,
  links: MatchLinks,
  deps: Pick<AlertDeps, 'siteUrl' | 'companyName'>,
) {
  const locale = localeOr(d.locale);
  const w = matchWords[locale];
  const rent = d.property_type === 'rent';
  const price = money(d.price, locale);
  const rows = [
    { label: w.listing, value: d.title },
    { label: w.address, value: `${d.address}, ${d.city}, ${d.state}` },
    { label: rent ? w.rent : w.price, value: rent ? w.perMonth(price) : price },
    { label: w.bedrooms, value: String(d.bedrooms) },
    { label: w.bathrooms, value: String(Number(d.bathrooms)) },
  ];
  const { intro, why, heading } = w;
  const html = layout({
    heading,
    preheader: `${d.title}, ${d.city}`,
    companyName: deps.companyName,
    siteUrl: deps.siteUrl,
    locale,
    bodyHtml:
      paragraph(escapeHtml(intro)) +
      rowsTable(rows) +
      '<div style="height:16px"></div>' +
      paragraph(
        `<a href="${escapeHtml(links.listingUrl)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;">${escapeHtml(w.see)}</a>`,
      ) +
      paragraph(
        `<span style="font-size:13px;color:#4b5563;">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#17644b;">${escapeHtml(w.unsubscribe)}</a></span>`,
      ),
  });
  const text = [
    intro,
    rowsText(rows),
    `${w.see}: ${links.listingUrl}`,
    `${why} ${w.unsubscribeText}: ${links.unsubscribeUrl}`,
  ].join('\n\n');
  return {
    subject: w.subject(d.title),
    html,
    text: `${text}\n\n--\n${footerLines(deps.companyName, deps.siteUrl, locale).join('\n')}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------------

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The alerts' renderer of the outbox's `listing_alert` rows (ref: the alert_deliveries row): a
 * fresh unsubscribe token per mail, its hash stored before the mail goes.
 */
function alertRenderer(deps: AlertDeps): Renderer {
  return async (row) => {
    const delivery = await deps.store.delivery(row.ref);
    if (!delivery) return { skip: 'the alert or the listing no longer applies' };
    const token = newAlertToken();
    await deps.store.setUnsubscribeToken(delivery.id, await hashAlertToken(token));
    const locale = localeOr(delivery.locale);
    // The subscriber's language's pages: /es/properties/<id>, /es/alerts?unsubscribe=...
    const site = siteLink(deps.siteUrl, locale);
    const oneClickUrl = `${deps.functionUrl}?unsubscribe=${encodeURIComponent(token)}`;
    const mail = matchEmail(
      delivery,
      {
        listingUrl: `${site}/properties/${delivery.property_id}`,
        unsubscribeUrl: alertPageUrl(site, 'unsubscribe', token),
        oneClickUrl,
      },
      deps,
    );
    return {
      message: { to: delivery.email, replyTo: deps.replyTo, ...mail, listUnsubscribe: oneClickUrl },
    };
  };
}

/**
 * Sends the due match emails (at most `limit`), each once, by the outbox's one sender and
 * backoff. With configuration missing nothing is claimed (deliveries stay queued, no try spent).
 */
export async function sendDueAlerts(deps: AlertDeps, limit = 10): Promise<number> {
  const tally = await sendDueMail(
    deps,
    { listing_alert: alertRenderer(deps) },
    { fn: ALERTS_FUNCTION, limit, batches: 1 },
  );
  return tally.sent;
}

// ---------------------------------------------------------------------------------------------
// The function: POST { action: 'confirm' | 'unsubscribe', token } | { action: 'send' }
// ---------------------------------------------------------------------------------------------

export function alertsHandler(getDeps: () => AlertDeps) {
  let deps: AlertDeps | undefined;
  const d = () => (deps ??= getDeps());
  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    const url = new URL(req.url);
    const oneClick = url.searchParams.get('unsubscribe');

    // A GET (a person's click, or a scanner) changes nothing: it goes to the site's page.
    if (req.method === 'GET' && oneClick !== null) {
      await req.body?.cancel().catch(() => {});
      if (!d().siteUrl) {
        return configurationErrorResponse(ALERTS_FUNCTION, d().configProblems ?? []);
      }
      return new Response(null, {
        status: 303,
        headers: { Location: alertPageUrl(d().siteUrl, 'unsubscribe', oneClick) },
      });
    }
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }

    // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' to the header's URL.
    const body =
      oneClick !== null
        ? { action: 'unsubscribe', token: oneClick }
        : await readJsonObject(req, 4096);
    if (oneClick !== null) await req.body?.cancel().catch(() => {});
    if (!body) return jsonError(400, 'invalid_body', 'Send JSON: { action, token }.');

    try {
      if (body.action === 'send') {
        // pg_cron's secret, or staff's nudge after publishing a listing (cron-auth.ts).
        const refused = await refuseUnscheduled(req, {
          fn: ALERTS_FUNCTION,
          orSession: verifyAdmin,
        });
        if (refused) return refused;
        // Confirm and unsubscribe below need no mail; sending does.
        const problems = d().configProblems ?? [];
        if (problems.length > 0) return configurationErrorResponse(ALERTS_FUNCTION, problems);
        const sent = await sendDueAlerts(d());
        return json({ sent });
      }
      if (body.action !== 'confirm' && body.action !== 'unsubscribe') {
        return jsonError(400, 'invalid_body', 'action must be confirm, unsubscribe or send.');
      }
      // A malformed token cannot be one we made: unknown, without asking the database.
      const hash = isAlertToken(body.token) ? await hashAlertToken(body.token) : null;
      const status = hash
        ? body.action === 'confirm'
          ? await d().store.confirm(hash)
          : await d().store.unsubscribe(hash)
        : 'unknown';
      d().defer(sendDueAlerts(d()));
      return json({ status });
    } catch (error) {
      d().log({ fn: ALERTS_FUNCTION, event: 'failed', error: errorText(error) });
      return jsonError(500, 'alerts_failed', 'We could not do that just now. Please try again.');
    }
  };
}
