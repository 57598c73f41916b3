/**
 * Auth mail templates as GoTrue uses them: `[auth.email.template.<name>]` of supabase/config.toml
 * (`subject` and `content_path`, a Go template, relative to the repository root as the CLI reads
 * it), else GoTrue's default. The local backend renders the same files production sends, so tests
 * see the company's mails. It renders `{{ .Name }}` actions only and refuses anything else at
 * start, rather than send something GoTrue would render differently.
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

/** Checks that `source` uses only `{{ .Variable }}` actions with GoTrue's variable names. */
export function checkTemplate(source: string, where: string): void {
  for (const m of source.matchAll(ACTION)) {
    const name = /^\.([A-Za-z]+)$/.exec(m[1] as string)?.[1];
    if (!name || !VARIABLES.has(name)) {
      throw new ConfigError(
        `${where}: the local backend renders only {{ .Variable }} with GoTrue's variables (${[...VARIABLES].join(', ')}), found {{ ${m[1]} }}`,
      );
    }
  }
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
  return source.replace(ACTION, (_, expr: string) => {
    const value = data[expr.slice(1) as keyof TemplateData] ?? '';
    return html ? escapeHtml(value) : value;
  });
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
