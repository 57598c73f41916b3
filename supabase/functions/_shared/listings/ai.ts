/**
 * An OpenAI-compatible chat-completions call that must answer with one JSON object. The endpoint
 * comes from configuration (AI_API_URL), never from a request, so it is fetched directly.
 * The provider's 429 (rate limit) and 402 (credits) are kept, so callers can pass them on.
 */

export interface AiConfig {
  url: string;
  key: string;
  model: string;
  timeoutMs?: number;
  /** Injectable for tests. */
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AiErrorKind =
  'rate_limited' | 'payment_required' | 'upstream' | 'timeout' | 'bad_output';

const STATUS: Record<AiErrorKind, number> = {
  rate_limited: 429,
  payment_required: 402,
  upstream: 502,
  timeout: 504,
  bad_output: 502,
};

export class AiError extends Error {
  readonly kind: AiErrorKind;
  readonly status: number;
  constructor(kind: AiErrorKind, message: string) {
    super(message);
    this.name = 'AiError';
    this.kind = kind;
    this.status = STATUS[kind];
  }
}

export const DEFAULT_AI_URL = 'https://api.openai.com/v1/chat/completions';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 25_000;

/** The AI settings from the environment, or null when AI_API_KEY is not set (AI is optional). */
export function aiConfigFromEnv(): AiConfig | null {
  const key = (Deno.env.get('AI_API_KEY') ?? '').trim();
  if (!key) return null;
  return {
    key,
    url: (Deno.env.get('AI_API_URL') ?? '').trim() || DEFAULT_AI_URL,
    model: (Deno.env.get('AI_MODEL') ?? '').trim() || DEFAULT_AI_MODEL,
  };
}

/** The JSON object in a model's reply, tolerating a ```json fence around it. */
export function parseJsonObject(content: string): Record<string, unknown> {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw new AiError('bad_output', 'The AI answer was not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AiError('bad_output', 'The AI answer was not a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

export async function chatJson(
  config: AiConfig,
  messages: ChatMessage[],
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await (config.fetch ?? fetch)(config.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model: config.model,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0,
        }),
        signal: controller.signal,
      });
    } catch {
      if (controller.signal.aborted) throw new AiError('timeout', 'The AI service took too long.');
      throw new AiError('upstream', 'The AI service could not be reached.');
    }
    if (res.status === 429) {
      await res.body?.cancel();
      throw new AiError('rate_limited', 'Rate limit reached. Please try again in a moment.');
    }
    if (res.status === 402) {
      await res.body?.cancel();
      throw new AiError('payment_required', 'AI credits depleted. Please add credits to continue.');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AiError('upstream', `The AI service answered ${res.status}.`);
    }
    let body: { choices?: Array<{ message?: { content?: unknown } }> };
    try {
      body = await res.json();
    } catch {
      throw new AiError('bad_output', 'The AI service did not answer with JSON.');
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new AiError('bad_output', 'The AI answer had no content.');
    return parseJsonObject(content);
  } finally {
    clearTimeout(timer);
  }
}
