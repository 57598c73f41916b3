/**
 * generate-property-listing: POST { listingUrls: string[] } (1-5 http(s) URLs), admins only.
 * Fetches each page through the safe fetch (2 MB, 10 s per page), reads it with the built-in
 * extractor, merges the pages field by field, and, when AI_API_KEY is set, lets the
 * OpenAI-compatible model fill in and correct on top. Answers `{ propertyData, pages, ai }`.
 */
import { z } from 'zod';
import { type AiConfig, aiConfigFromEnv, AiError, chatJson } from '../_shared/listings/ai.ts';
import { type AdminCheck, verifyAdmin } from '../_shared/platform/auth.ts';
import { handlePreflight } from '../_shared/platform/cors.ts';
import {
  extractListings,
  type FetchedPage,
  mergePropertyData,
  type PropertyData,
  readableText,
  sanitizePropertyData,
} from '../_shared/listings/extract/mod.ts';
import { json, jsonError } from '../_shared/platform/http.ts';
import { type Resolver, safeFetch, SafeFetchError } from '../_shared/platform/safe-fetch.ts';
import { decodeHtml } from './decode.ts';
import { buildMessages } from './prompt.ts';

export const MAX_URLS = 5;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_URL_LENGTH = 2048;
const MAX_BODY_BYTES = 32 * 1024;
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5,*/*;q=0.1';
/** Text per page handed to the model: enough for a listing, small enough for a cheap model. */
const AI_TEXT_PER_PAGE = 12_000;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const requestSchema = z.object({
  listingUrls: z
    .array(
      z
        .string({ error: 'Each listing URL must be text.' })
        .trim()
        .min(1, 'A listing URL cannot be blank.')
        .max(MAX_URL_LENGTH, `A listing URL can be at most ${MAX_URL_LENGTH} characters.`)
        .refine(isHttpUrl, 'Each listing URL must be an http:// or https:// address.'),
      { error: 'listingUrls must be a list of URLs.' },
    )
    .min(1, 'Please enter at least one listing URL.')
    .max(MAX_URLS, `Please enter at most ${MAX_URLS} listing URLs.`),
});

export interface PageReport {
  url: string;
  ok: boolean;
  error?: string;
  message?: string;
}

export interface GenerateListingOptions {
  verifyAdmin?: (req: Request) => Promise<AdminCheck>;
  /** Overrides SAFE_FETCH_ALLOW_HOSTS (tests). */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  /** AI settings; undefined reads the environment, null turns the AI off. */
  ai?: AiConfig | null;
  timeoutMs?: number;
  maxBytes?: number;
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

function hasAnyValue(data: PropertyData): boolean {
  return Object.values(data).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
}

async function readBody(req: Request): Promise<string | null> {
  const text = await req.text();
  return new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES ? null : text;
}

export function createGenerateListingHandler(options: GenerateListingOptions = {}) {
  const checkAdmin = options.verifyAdmin ?? ((req: Request) => verifyAdmin(req));

  async function fetchPage(url: string): Promise<{ page?: FetchedPage; report: PageReport }> {
    try {
      const fetched = await safeFetch(url, {
        maxBytes: options.maxBytes ?? MAX_PAGE_BYTES,
        timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
        accept: ACCEPT,
        ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
      const type = (fetched.headers.get('content-type') ?? '').toLowerCase();
      if (type && !/text\/html|application\/xhtml\+xml|text\/plain/.test(type)) {
        throw new SafeFetchError('unsupported_type', 'The URL is not a web page.');
      }
      const html = decodeHtml(fetched.body, type);
      return { page: { url: fetched.url, html }, report: { url, ok: true } };
    } catch (error) {
      if (error instanceof SafeFetchError) {
        console.warn(`generate-property-listing: ${url}: ${error.kind}: ${error.message}`);
        return { report: { url, ok: false, error: error.kind, message: error.message } };
      }
      console.error('generate-property-listing: unexpected fetch error', error);
      return {
        report: { url, ok: false, error: 'upstream', message: 'The page could not be fetched.' },
      };
    }
  }

  return async function handleGenerateListing(req: Request): Promise<Response> {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') {
      const response = jsonError(405, 'method_not_allowed', 'Use POST with { listingUrls }.');
      response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }

    const admin = await checkAdmin(req);
    if (!admin.ok) return jsonError(admin.status, admin.error, admin.message);

    const text = await readBody(req);
    if (text === null) return jsonError(413, 'payload_too_large', 'The request is too large.');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return jsonError(400, 'invalid_json', 'The request body must be JSON.');
    }
    const parsed = requestSchema.safeParse(raw);
    if (!parsed.success) {
      return json(
        {
          error: 'validation_failed',
          message: parsed.error.issues[0]?.message ?? 'Invalid request.',
          fieldErrors: fieldErrors(parsed.error),
        },
        400,
      );
    }
    const urls = [...new Set(parsed.data.listingUrls)];

    const results = await Promise.all(urls.map(fetchPage));
    const pages = results.flatMap((r) => (r.page ? [r.page] : []));
    const reports = results.map((r) => r.report);
    if (pages.length === 0) {
      return json(
        {
          error: 'fetch_failed',
          message:
            urls.length === 1
              ? `The listing page could not be fetched: ${reports[0]?.message ?? 'unknown error'}`
              : 'None of the listing pages could be fetched.',
          pages: reports,
        },
        502,
      );
    }

    let propertyData = extractListings(pages);
    const aiConfig = options.ai === undefined ? aiConfigFromEnv() : options.ai;
    let ai: 'used' | 'off' | 'failed' = 'off';
    if (aiConfig) {
      try {
        const answer = await chatJson(
          aiConfig,
          buildMessages(
            pages.map((p) => ({ url: p.url, text: readableText(p.html, AI_TEXT_PER_PAGE) })),
            propertyData,
          ),
        );
        propertyData = mergePropertyData(propertyData, sanitizePropertyData(answer, pages[0]!.url));
        ai = 'used';
      } catch (error) {
        if (error instanceof AiError && (error.status === 429 || error.status === 402)) {
          return jsonError(error.status, error.kind, error.message);
        }
        // Any other AI failure leaves the built-in result, which is still useful.
        console.warn(
          'generate-property-listing: AI step failed:',
          error instanceof Error ? error.message : error,
        );
        ai = 'failed';
      }
    }

    if (!hasAnyValue(propertyData)) {
      return json(
        {
          error: 'nothing_found',
          message: 'No listing details were found on the page(s).',
          pages: reports,
        },
        422,
      );
    }
    return json({ propertyData, pages: reports, ai });
  };
}
