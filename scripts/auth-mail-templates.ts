/**
 * Writes the Auth mails' Go templates, supabase/templates/*.html, from one layout and each mail's
 * words in both languages (a missing Spanish word fails the type check). config.toml points the
 * CLI and the local backend at the written files; `--check` writes nothing and exits 1 when a
 * committed file is stale (a unit test runs it). The files are GoTrue's templates: they may use
 * only what the local backend renders too (packages/local-supabase/src/auth/templates.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { company, licenceLines } from '../supabase/functions/_shared/contract/company.ts';
import { catalogue, type Catalogue } from '../supabase/functions/_shared/contract/locale.ts';

export const TEMPLATES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../supabase/templates',
);

interface AuthMail {
  heading: string;
  /** Paragraphs before the action (HTML with GoTrue's actions). */
  intro: readonly string[];
  /** The button's words (its link is `.ConfirmationURL`); null: the mail carries `.Token`. */
  button: string | null;
  /** The paragraph after it: how long the link works, and what to do if it was not you. */
  outro: string;
}

const ES = '{{ if eq .Data.locale "es" }}';
/** Go's conditional of a mail in the person's language (`.Data` is user_metadata). */
const inLanguage = (words: Catalogue<string>) => `${ES}${words.es}{{ else }}${words.en}{{ end }}`;

/** The invitation's words per role (manage-staff and manage-portal-access set `invited_as`). */
function byRole(roles: { tenant: string; owner: string; staff: string; other: string }): string {
  const { tenant, owner, staff, other } = roles;
  return (
    `{{ if eq .Data.invited_as "tenant" }}${tenant}{{ else }}` +
    `{{ if eq .Data.invited_as "owner" }}${owner}{{ else }}` +
    `{{ if eq .Data.invited_as "staff" }}${staff}{{ else }}${other}{{ end }}{{ end }}{{ end }}`
  );
}

const home = (none: string) =>
  `<strong>{{ if .Data.invited_to }}{{ .Data.invited_to }}{{ else }}${none}{{ end }}</strong>`;

/** The staff sign-up's confirmation: no language is stored yet, so it is English. */
const confirmation: AuthMail = {
  heading: 'Confirm your email',
  intro: [
    `Thanks for creating an account with ${company.name}. Please confirm that {{ .Email }} is your address:`,
  ],
  button: 'Confirm my email',
  outro:
    'The account has no access to the admin area until one of our administrators grants it. If you did not sign up, ignore this email.',
};

const bilingual: Record<
  'invite' | 'recovery' | 'email_change' | 'reauthentication',
  Catalogue<AuthMail>
> = {
  invite: catalogue<AuthMail>({
    en: {
      heading: "You're invited to your Summit Flat Fee account",
      intro: [
        '{{ if .Data.full_name }}Hello {{ .Data.full_name }},{{ else }}Hello,{{ end }}',
        byRole({
          tenant: `${company.name} invites you ({{ .Email }}) as the tenant of ${home('a home we manage')}. In the portal you find your lease, your documents and your rent, and ask for repairs.`,
          owner: `${company.name} invites you ({{ .Email }}) as an owner of ${home('a home we manage')}. In the portal you find your homes, their leases, statements and repairs.`,
          staff: `${company.name} invites you ({{ .Email }}) to join our staff: the staff area is where we manage listings, leads and the homes.`,
          other: `${company.name} has created an account for {{ .Email }}.`,
        }),
      ],
      button: 'Accept the invitation and set a password',
      outro:
        'The link works once and expires in 24 hours (ask us for a new one after that). If you were not expecting this, ignore this email: nothing happens until the link is used.',
    },
    es: {
      heading: 'Lo invitamos a su cuenta de Summit Flat Fee',
      intro: [
        '{{ if .Data.full_name }}Hola, {{ .Data.full_name }}:{{ else }}Hola:{{ end }}',
        byRole({
          tenant: `${company.name} lo invita ({{ .Email }}) como inquilino de ${home('una vivienda que administramos')}. En el portal encuentra su contrato, sus documentos y su renta, y pide reparaciones.`,
          owner: `${company.name} lo invita ({{ .Email }}) como propietario de ${home('una vivienda que administramos')}. En el portal encuentra sus viviendas, los contratos, los estados de cuenta y las reparaciones.`,
          staff: `${company.name} lo invita ({{ .Email }}) a unirse a nuestro personal: en el área del personal administramos los anuncios, los contactos y las viviendas.`,
          other: `${company.name} creó una cuenta para {{ .Email }}.`,
        }),
      ],
      button: 'Aceptar la invitación y crear una contraseña',
      outro:
        'El enlace funciona una sola vez y vence en 24 horas (después, pídanos uno nuevo). Si no esperaba esta invitación, ignore este correo: no pasa nada hasta que se use el enlace.',
    },
  }),
  recovery: catalogue<AuthMail>({
    en: {
      heading: 'Reset your password',
      intro: [
        `Someone asked to reset the password of the ${company.name} account {{ .Email }}. If that was you, choose a new password here:`,
      ],
      button: 'Set a new password',
      outro:
        'The link works once and expires in 24 hours. If you did not ask, ignore this email: your password stays as it is.',
    },
    es: {
      heading: 'Restablezca su contraseña',
      intro: [
        `Alguien pidió restablecer la contraseña de la cuenta {{ .Email }} de ${company.name}. Si fue usted, elija una nueva contraseña aquí:`,
      ],
      button: 'Crear una nueva contraseña',
      outro:
        'El enlace funciona una sola vez y vence en 24 horas. Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
    },
  }),
  email_change: catalogue<AuthMail>({
    en: {
      heading: 'Confirm your new email address',
      intro: [
        `You asked to change the email of your ${company.name} account from {{ .Email }} to {{ .NewEmail }}. Confirm the change here:`,
      ],
      button: 'Confirm the change',
      outro:
        'If you did not ask for this, ignore this email and call us: your address stays as it is.',
    },
    es: {
      heading: 'Confirme su nuevo correo electrónico',
      intro: [
        `Usted pidió cambiar el correo electrónico de su cuenta de ${company.name} de {{ .Email }} a {{ .NewEmail }}. Confirme el cambio aquí:`,
      ],
      button: 'Confirmar el cambio',
      outro:
        'Si usted no lo pidió, ignore este correo y llámenos: su correo electrónico sigue igual.',
    },
  }),
  reauthentication: catalogue<AuthMail>({
    en: {
      heading: 'Your confirmation code',
      intro: [
        `To change the password of the ${company.name} account {{ .Email }}, enter this code when asked:`,
      ],
      button: null,
      outro:
        'The code works once and expires in 24 hours. If you did not ask for it, someone may know your password: change it and call us.',
    },
    es: {
      heading: 'Su código de confirmación',
      intro: [
        `Para cambiar la contraseña de la cuenta {{ .Email }} de ${company.name}, escriba este código cuando se lo pidamos:`,
      ],
      button: null,
      outro:
        'El código funciona una sola vez y vence en 24 horas. Si usted no lo pidió, alguien podría conocer su contraseña: cámbiela y llámenos.',
    },
  }),
};

const style = (rules: Record<string, string>) =>
  Object.entries(rules)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

const BODY = style({
  'font-family': 'Arial, Helvetica, sans-serif',
  color: '#1f2937',
  'line-height': '1.5',
  'max-width': '560px',
  margin: '0 auto',
  padding: '24px',
});
const BUTTON = style({
  display: 'inline-block',
  background: '#1d4ed8',
  color: '#ffffff',
  padding: '12px 20px',
  'border-radius': '6px',
  'text-decoration': 'none',
  'font-weight': 'bold',
});

/** One mail's words as HTML lines. */
function words(mail: AuthMail): string[] {
  return [
    `<h1 style="font-size: 20px">${mail.heading}</h1>`,
    ...mail.intro.map((p) => `<p>${p}</p>`),
    mail.button === null
      ? '<p style="font-size: 24px; letter-spacing: 4px"><strong>{{ .Token }}</strong></p>'
      : `<p><a href="{{ .ConfirmationURL }}" style="${BUTTON}">${mail.button}</a></p>`,
    `<p>${mail.outro}</p>`,
  ];
}

/** The layout every mail shares: its words, then the company's facts and licence line. */
function layout(lang: string, content: string[], licence: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<body style="${BODY}">`,
    ...content,
    '<hr style="border: none; border-top: 1px solid #e5e7eb; margin: 24px 0" />',
    `<p style="font-size: 13px; color: #6b7280">${company.name} · ${company.phone} · ${company.email}<br />${licence}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Each template file's name and its text. */
export function authMailTemplates(): Record<string, string> {
  const files: Record<string, string> = {
    'confirmation.html': layout('en', words(confirmation), licenceLines.en),
  };
  for (const [name, mail] of Object.entries(bilingual)) {
    files[`${name}.html`] = layout(
      inLanguage({ en: 'en', es: 'es' }),
      [ES, ...words(mail.es), '{{ else }}', ...words(mail.en), '{{ end }}'],
      inLanguage(licenceLines),
    );
  }
  return files;
}

/** The files whose committed text differs from what the words make. */
export function staleTemplates(dir = TEMPLATES_DIR): string[] {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch {
      return null;
    }
  };
  return Object.entries(authMailTemplates())
    .filter(([file, text]) => read(file) !== text)
    .map(([file]) => file);
}

function main(): void {
  const stale = staleTemplates();
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(`supabase/templates: ${stale.join(', ')} stale: run npm run gen:auth-mail`);
      process.exit(1);
    }
    return;
  }
  const files = authMailTemplates();
  for (const file of stale) writeFileSync(path.join(TEMPLATES_DIR, file), files[file] ?? '');
  console.log(
    stale.length ? `wrote supabase/templates/${stale.join(', ')}` : 'templates unchanged',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
