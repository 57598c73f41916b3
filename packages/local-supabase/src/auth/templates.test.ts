// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  company,
  licenceLine,
  licenceLines,
  companyFactsInBothLanguages,
} from '../../../../supabase/functions/_shared/contract/company.ts';
import { englishLeftIn, mailTexts } from '../../../../scripts/untranslated.ts';
import { htmlTexts } from '../../../../scripts/prerender-html.ts';
import { readProjectConfig, section } from '../config.ts';
import {
  DEFAULT_TEMPLATES,
  TEMPLATE_NAMES,
  checkTemplate,
  readAuthTemplates,
  renderTemplate,
} from './templates.ts';

const config = readProjectConfig(undefined, {
  SUPABASE_AUTH_SITE_URL: 'https://example.com',
  SUPABASE_AUTH_REDIRECT_URLS: 'https://example.com/**',
});
const templates = readAuthTemplates(config);
const OWN = ['confirmation', 'invite', 'recovery', 'email_change', 'reauthentication'] as const;

describe('the Auth mail templates that ship (supabase/config.toml)', () => {
  it('configures the company template for every mail the staff can get', () => {
    const configured = Object.keys(section(config, 'auth', 'email', 'template')).sort();
    expect(configured).toEqual([...OWN].sort());
    for (const name of OWN) {
      expect(templates[name].content).not.toBe(DEFAULT_TEMPLATES[name].content);
      expect(templates[name].subject).toContain(company.name);
    }
  });

  it('ends every mail with the company facts of _shared/contract/company.ts', () => {
    for (const name of OWN) {
      const html = templates[name].content;
      // The templates are static files: these must equal the one source of truth.
      expect(html, name).toContain(licenceLine);
      expect(html, name).toContain(company.phone);
      expect(html, name).toContain(company.email);
      expect(html, name).toContain(company.name);
    }
  });

  it('has a Spanish branch, subject and footer for every mail a portal person gets', () => {
    for (const name of ['invite', 'recovery', 'email_change', 'reauthentication'] as const) {
      const es = { Email: 'a@example.com', NewEmail: 'b@example.com', Data: { locale: 'es' } };
      const html = renderTemplate(templates[name].content, es);
      expect(html, name).toContain('<html lang="es">');
      expect(html, name).toContain(licenceLines.es);
      expect(html, name).not.toContain('Responsible broker');
      expect(renderTemplate(templates[name].subject, es, false), name).not.toBe(
        renderTemplate(templates[name].subject, {}, false),
      );
      expect(renderTemplate(templates[name].content, { Email: 'a@example.com' }), name).toContain(
        licenceLine,
      );
      // No English of the English mail left in the Spanish one (the pages' rule).
      const mail = (data: typeof es) => ({
        subject: renderTemplate(templates[name].subject, data, false),
        text: '',
        html: renderTemplate(templates[name].content, data),
      });
      const en = { ...es, Data: { locale: 'en' } };
      expect(
        englishLeftIn(mailTexts(mail(es), htmlTexts), mailTexts(mail(en), htmlTexts), [
          ...companyFactsInBothLanguages,
          'Summit Flat Fee',
        ]),
        name,
      ).toEqual([]);
    }
  });

  it('states how long a link or code works as otp_expiry sets it, in both languages', () => {
    const hours = Number(section(config, 'auth', 'email').otp_expiry) / 3600;
    for (const name of ['invite', 'recovery', 'reauthentication'] as const) {
      const said = [
        ...templates[name].content.matchAll(/(?:expires in|vence en) (\S+) (?:hours?|horas?)/g),
      ];
      expect(
        said.map((m) => m[1]),
        name,
      ).toEqual([String(hours), String(hours)]);
    }
  });

  it('uses the GoTrue variable each mail needs', () => {
    for (const name of ['confirmation', 'invite', 'recovery', 'email_change'] as const) {
      expect(templates[name].content, name).toContain('href="{{ .ConfirmationURL }}"');
    }
    expect(templates.email_change.content).toContain('{{ .NewEmail }}');
    expect(templates.reauthentication.content).toContain('{{ .Token }}');
    // Magic links are not used by the app: GoTrue's default stays.
    expect(templates.magic_link).toEqual(DEFAULT_TEMPLATES.magic_link);
  });
});

describe('rendering', () => {
  it('fills the variables, HTML-escaped in the body and as they are in the subject', () => {
    const url = 'https://x.test/auth/v1/verify?token=a&type=recovery';
    expect(
      renderTemplate('<a href="{{ .ConfirmationURL }}">{{.Email}}</a>', {
        ConfirmationURL: url,
        Email: 'a<b@example.com',
      }),
    ).toBe(
      '<a href="https://x.test/auth/v1/verify?token=a&amp;type=recovery">a&lt;b@example.com</a>',
    );
    expect(renderTemplate('Code {{ .Token }} & more', { Token: '123456' }, false)).toBe(
      'Code 123456 & more',
    );
  });

  it('renders a mail in the person’s language from user_metadata (.Data), as GoTrue does', () => {
    const source =
      '{{ if eq .Data.locale "es" }}Hola {{ .Email }}{{ else }}Hello {{ .Email }}{{ end }}!';
    checkTemplate(source, 'here');
    const to = { Email: 'a@example.com' };
    expect(renderTemplate(source, { ...to, Data: { locale: 'es' } })).toBe('Hola a@example.com!');
    expect(renderTemplate(source, { ...to, Data: { locale: 'en' } })).toBe('Hello a@example.com!');
    // No locale stored: nil is unequal to "es", the English branch.
    expect(renderTemplate(source, { ...to, Data: {} })).toBe('Hello a@example.com!');
    expect(renderTemplate(templates.recovery.subject, { Data: { locale: 'es' } }, false)).toMatch(
      /^Restablezca su contraseña/,
    );
    expect(renderTemplate(templates.recovery.content, { ...to, Data: { locale: 'es' } })).toMatch(
      /<html lang="es">[\s\S]*Crear una nueva contraseña/,
    );
    expect(renderTemplate(templates.recovery.content, to)).not.toMatch(/contraseña/);
    expect(() => checkTemplate('{{ if eq .Data.locale "es" }}x', 'here')).toThrow(/end/);
  });

  it('prints a metadata value under {{ if .Data.key }}, escaped, as GoTrue does (invitations)', () => {
    const source =
      '{{ if .Data.invited_to }}the tenant of <b>{{ .Data.invited_to }}</b>{{ else }}a tenant{{ end }}';
    checkTemplate(source, 'here');
    expect(renderTemplate(source, { Data: { invited_to: '1520 N Garey Ave & <Unit A>' } })).toBe(
      'the tenant of <b>1520 N Garey Ave &amp; &lt;Unit A&gt;</b>',
    );
    // Missing, empty: Go's if is false.
    expect(renderTemplate(source, { Data: {} })).toBe('a tenant');
    expect(renderTemplate(source, { Data: { invited_to: '' } })).toBe('a tenant');
  });

  it('names who is invited as what, to which home, in both languages (invite.html)', () => {
    const to = { Email: 'fern@example.com', ConfirmationURL: 'https://x.test/v' };
    const tenant = {
      full_name: 'Fern Ortiz',
      invited_as: 'tenant',
      invited_to: '1520 N Garey Ave (Unit A), Pomona',
    };
    const text = (data: Record<string, unknown>) =>
      renderTemplate(templates.invite.content, { ...to, Data: data })
        .replace(/\s+/g, ' ')
        .replace(/> /g, '>');
    expect(text(tenant)).toContain(
      'Hello Fern Ortiz,</p><p>Summit Flat Fee Property Management invites you (fern@example.com) as the tenant of <strong>1520 N Garey Ave (Unit A), Pomona</strong>.',
    );
    expect(text({ ...tenant, locale: 'es' })).toContain(
      'lo invita (fern@example.com) como inquilino de <strong>1520 N Garey Ave (Unit A), Pomona</strong>.',
    );
    expect(text({ ...tenant, invited_as: 'owner' })).toContain('as an owner of <strong>1520 N');
    expect(text({ invited_as: 'owner', invited_to: '' })).toContain(
      'as an owner of <strong>a home we manage</strong>',
    );
    expect(text({ invited_as: 'staff', invited_to: '' })).toContain('to join our staff');
    expect(text({})).toContain('has created an account for fern@example.com');
    expect(text(tenant)).toContain('expires in 24 hours');
    expect(text({ ...tenant, locale: 'es' })).toContain('vence en 24 horas');
  });

  it('refuses Go template logic and unknown variables rather than render them differently', () => {
    expect(() => checkTemplate('{{ if .Email }}x{{ end }}', 'here')).toThrow(
      /only \{\{ \.Variable \}\}/,
    );
    expect(() => checkTemplate('{{ .Nope }}', 'here')).toThrow(/Nope/);
    expect(() => checkTemplate('{{ .Data }}', 'here')).toThrow();
    expect(() => checkTemplate('{{ .Data.home.street }}', 'here')).toThrow();
    expect(() => checkTemplate('{{ if .Data.a }}x', 'here')).toThrow(/end/);
    for (const name of TEMPLATE_NAMES) {
      expect(() => checkTemplate(templates[name].content, name)).not.toThrow();
    }
  });
});
