/**
 * Auth mail templates as GoTrue uses them: `[auth.email.template.<name>]` of supabase/config.toml
 * (`subject` and `content_path`, a Go template, relative to the repository root as the CLI reads
 * it), else GoTrue's default. The local backend renders the same files production sends, so tests
 * see the company's mails. It renders `{{ .Name }}` actions, a metadata value `{{ .Data.key }}`
 * and two conditions on the user's metadata, `{{ if eq .Data.key "value" }}` and
 * `{{ if .Data.key }}` (set and not empty), with `{{ else }}` and `{{ end }}` (a mail in the
 * person's language, the invitation's words: `.Data` is user_metadata), and refuses anything else
 * at start, rather than send something GoTrue would render differently.
 * https://supabase.com/docs/guides/local-development/customizing-email-templates
 * https://supabase.com/docs/guides/auth/auth-email-templates
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readProjectConfig, section, ConfigError, type ProjectConfig } from '../config.ts';
import { REPO_ROOT } from '../env.ts';

export const TEMPLATE_NAMES = [
  'confirmation',
  'invite',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** GoTrue's template variables (the ones its mailer fills for these mails). */
export interface TemplateData {
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  SiteURL?: string;
  RedirectTo?: string;
  Email?: string;
  NewEmail?: string;
  /** The user's user_metadata (`.Data` in a template). */
  Data?: Record<string, unknown>;
}
const VARIABLES = new Set<string>([
  'ConfirmationURL',
  'Token',
  'TokenHash',
  'SiteURL',
  'RedirectTo',
  'Email',
  'NewEmail',
]);

export interface MailTemplate {
  subject: string;
  /** Go template source. */
  content: string;
}

const linkBody = (heading: string) =>
  `<h2>${heading}</h2><p><a href="{{ .ConfirmationURL }}">${heading}</a></p>` +
  `<p>Alternatively, enter the code: {{ .Token }}</p>`;

/** GoTrue's default subjects; the bodies are GoTrue's default link and code. */
export const DEFAULT_TEMPLATES: Record<TemplateName, MailTemplate> = {
  confirmation: { subject: 'Confirm Your Signup', content: linkBody('Confirm your signup') },
  invite: { subject: 'You have been invited', content: linkBody('Accept the invite') },
  recovery: { subject: 'Reset Your Password', content: linkBody('Reset password') },
  magic_link: { subject: 'Your Magic Link', content: linkBody('Log in') },
  email_change: { subject: 'Confirm Email Change', content: linkBody('Confirm email change') },
  reauthentication: {
    subject: 'Confirm reauthentication',
    content: '<h2>Confirm reauthentication</h2><p>Enter the code: {{ .Token }}</p>',
  },
};

const ACTION = /\{\{-?\s*([\s\S]*?)\s*-?\}\}/g;
/** `if eq .Data.locale "es"`: a string comparison with a metadata key, as Go's `eq` does it. */
const IF_EQ_DATA = /^if\s+eq\s+\.Data\.([A-Za-z_][A-Za-z0-9_]*)\s+"([^"\\]*)"$/;
/** `if .Data.key`: Go's truth, for the values metadata holds (a missing key is false). */
const IF_DATA = /^if\s+\.Data\.([A-Za-z_][A-Za-z0-9_]*)$/;
/** `.Data.key`: a metadata value, printed only inside `if .Data.key` (Go prints a missing key). */
const DATA_VALUE = /^\.Data\.([A-Za-z_][A-Za-z0-9_]*)$/;

function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') {
    return false;
  }
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Checks that `source` uses only `{{ .Variable }}` actions with GoTrue's variable names and
 * balanced `{{ if eq .Data.key "value" }}` / `{{ else }}` / `{{ end }}`.
 */
export function checkTemplate(source: string, where: string): void {
  let depth = 0;
  for (const m of source.matchAll(ACTION)) {
    const expr = m[1] as string;
    if (IF_EQ_DATA.test(expr) || IF_DATA.test(expr)) depth += 1;
    else if (DATA_VALUE.test(expr)) continue;
    else if (expr === 'else' && depth > 0) continue;
    else if (expr === 'end' && depth > 0) depth -= 1;
    else {
      const name = /^\.([A-Za-z]+)$/.exec(expr)?.[1];
      if (!name || !VARIABLES.has(name) || name === 'Data') {
        throw new ConfigError(
          `${where}: the local backend renders only {{ .Variable }} with GoTrue's variables (${[...VARIABLES].filter((v) => v !== 'Data').join(', ')}), {{ .Data.key }}, and {{ if eq .Data.key "value" }} or {{ if .Data.key }}…{{ else }}…{{ end }}, found {{ ${expr} }}`,
        );
      }
    }
  }
  if (depth !== 0) throw new ConfigError(`${where}: an {{ if }} without its {{ end }}`);
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
}

/**
 * Fills the actions: HTML-escaped in a body, as Go's html/template does for text and attribute
 * values; as they are in a subject (GoTrue renders subjects as text).
 */
export function renderTemplate(source: string, data: TemplateData, html = true): string {
  // Each branch taken or not, innermost frame last; text is kept while every frame is taken.
  const frames: { taken: boolean }[] = [];
  const shown = () => frames.every((f) => f.taken);
  let out = '';
  let at = 0;
  for (const m of source.matchAll(ACTION)) {
    if (shown()) out += source.slice(at, m.index);
    at = (m.index ?? 0) + m[0].length;
    const expr = m[1] as string;
    const cond = IF_EQ_DATA.exec(expr);
    const ifSet = IF_DATA.exec(expr);
    const dataValue = DATA_VALUE.exec(expr);
    if (cond) {
      // A missing key is nil, which Go's eq finds unequal to any string.
      const value = data.Data?.[cond[1] as string];
      frames.push({ taken: typeof value === 'string' && value === cond[2] });
    } else if (ifSet) {
      frames.push({ taken: truthy(data.Data?.[ifSet[1] as string]) });
    } else if (dataValue) {
      if (shown()) {
        const value = data.Data?.[dataValue[1] as string];
        const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
        out += html ? escapeHtml(text) : text;
      }
    } else if (expr === 'else') {
      const frame = frames.at(-1);
      if (frame) frame.taken = !frame.taken;
    } else if (expr === 'end') {
      frames.pop();
    } else if (shown()) {
      const value = data[expr.slice(1) as Exclude<keyof TemplateData, 'Data'>] ?? '';
      out += html ? escapeHtml(value) : value;
    }
  }
  return shown() ? out + source.slice(at) : out;
}

/** The six templates, config.toml's where it names one, GoTrue's default otherwise. */
export function readAuthTemplates(
  config: ProjectConfig = readProjectConfig(),
  root = REPO_ROOT,
): Record<TemplateName, MailTemplate> {
  const configured = section(config, 'auth', 'email', 'template');
  const out = { ...DEFAULT_TEMPLATES };
  for (const name of TEMPLATE_NAMES) {
    const entry = section(configured, name);
    const where = `auth.email.template.${name}`;
    let content = out[name].content;
    if (typeof entry.content_path === 'string' && entry.content_path !== '') {
      const file = path.resolve(root, entry.content_path);
      try {
        content = readFileSync(file, 'utf8');
      } catch {
        throw new ConfigError(`${where}.content_path: cannot read ${file}`);
      }
    }
    checkTemplate(content, where);
    const subject = typeof entry.subject === 'string' ? entry.subject : out[name].subject;
    checkTemplate(subject, `${where}.subject`);
    out[name] = { subject, content };
  }
  return out;
}
