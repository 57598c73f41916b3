/**
 * `npm run schema`: writes supabase/schema/<domain>.sql, the live schema after every migration,
 * one readable file per domain: tables (columns, defaults, constraints, indexes, triggers), views,
 * RLS policies, grants and the body of every function as Postgres holds it now (a function
 * redefined by a later migration shows its last body only). Read from the catalog of a throwaway
 * PGlite database the migrations are applied to, as `npm run gen:types` does (the CLI's
 * `db diff` needs Docker: docs/decisions/0001-local-supabase-stand-in.md).
 *
 * Every object must be in DOMAINS below: the script fails on one that is not, so a new table or
 * function is given its domain when it is made. `--check` writes nothing and exits 1 when the
 * committed files are stale.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';

export const SCHEMA_DIR = path.join(REPO_ROOT, 'supabase', 'schema');

/**
 * Domain → the objects in it: tables, views and sequences by name (`private.name` in private),
 * functions as `schema.name` (public and private), storage.objects policies by policy name.
 */
const DOMAINS = {
  leads: [
    'leads',
    'lead_notes',
    'lead_rate_limits',
    'lead_status_history',
    'lead_status_history_id_seq',
    'mail_quota',
    'private.leads_queue_mail',
    'private.outbox_lead_summary',
    'public.lead_notes_set_author',
    'public.leads_stamp_status',
    'public.leads_track_workflow',
    'public.related_leads',
    'public.take_confirmation_quota',
    'public.take_lead_quota',
    'public.take_rate_token',
  ],
  listings: [
    'properties',
    'listing_alerts',
    'alert_deliveries',
    'public.alert_delivery_mail',
    'public.confirm_listing_alert',
    'public.image_proxy_admit',
    'public.issue_alert_confirm_token',
    'public.leads_create_listing_alert',
    'public.listing_alert_filters_valid',
    'public.listing_matches_alert',
    'public.listing_matches_alert_by_id',
    'public.listing_texts',
    'public.properties_enqueue_alert_deliveries',
    'public.unsubscribe_listing_alert',
    'admins delete listing photos',
    'admins update listing photos',
    'admins upload listing photos',
    'listing photos are readable by anon',
    'listing photos are readable by signed-in users',
  ],
  booking: [
    'bookings',
    'booking_blackouts',
    'booking_calendars',
    'booking_events',
    'booking_hours',
    'booking_mail',
    'booking_staff',
    'booking_tokens',
    'private.add_default_showing_hours',
    'private.assign_booking',
    'private.booking_active',
    'private.booking_assigns_lead',
    'private.booking_queue_mail',
    'private.drop_booking_mail',
    'private.queue_change_mail',
    'public.book_lead',
    'public.booking_for_token',
    'public.booking_slots',
    'public.cancel_booking',
    'public.confirm_booking',
    'public.issue_booking_token',
    'public.reschedule_booking',
    'public.save_booking_calendar',
    'public.set_booking_feed_token',
    'public.staff_cancel_booking',
    'public.staff_feed_bookings',
    'public.staff_feed_visits',
    'public.staff_reschedule_booking',
  ],
  maintenance: [
    'maintenance_events',
    'maintenance_links',
    'maintenance_mail',
    'maintenance_photos',
    'maintenance_requests',
    'vendors',
    'private.apply_owner_decision',
    'private.can_read_request',
    'private.can_upload_maintenance_object',
    'private.event_visible',
    'private.maintenance_actor',
    'private.maintenance_event_detail_keys',
    'private.maintenance_transition_allowed',
    'private.tenant_open_request',
    'public.decide_maintenance_approval',
    'public.issue_maintenance_link',
    'public.maintenance_events_duplicate_details',
    'public.maintenance_events_enqueue_mail',
    'private.maintenance_mail_queue',
    'public.maintenance_events_message_rate',
    'public.maintenance_events_stamp',
    'public.maintenance_link_state',
    'public.maintenance_photos_limit',
    'public.maintenance_request_owner_columns',
    'public.maintenance_request_staff_columns',
    'public.maintenance_requests_guard',
    'public.maintenance_requests_history',
    'public.owner_decide_by_link',
    'public.submit_maintenance_request',
    'public.vendor_complete_job',
    'public.vendor_confirm_visit',
    "staff and the request's tenant upload maintenance photos",
  ],
  money: [
    'ledger_contacts',
    'ledger_entries',
    'ledger_mail',
    'ledger_receipt_number_seq',
    'leases',
    'lease_tenants',
    'management_agreements',
    'owner_statements',
    'home_balances',
    'lease_balances',
    'ledger_lines',
    'private.lease_arrears',
    'private.ledger_enqueue_mail',
    'private.ledger_entries_immutable',
    'private.ledger_entry_poster',
    'private.ledger_entry_prepare',
    'private.post_completed_repairs',
    'private.post_repair_on_completion',
    'private.tenant_reads_entry',
    'private.unit_lease_on',
    'public.delinquent_leases',
    'public.home_rent_status',
    'public.ledger_effect',
    'public.month_end_summary',
    'public.owner_statement_lines',
    'public.post_due_ledger_entries',
    'public.record_owner_payout',
    'public.record_payment',
    'public.rent_totals_for_year',
    'public.reverse_ledger_entry',
    'public.save_lease',
  ],
  portal: [
    'documents',
    'home_owners',
    'home_units',
    'managed_homes',
    'people',
    'portal_access',
    'private.can_read_document',
    'private.owns_home',
    'private.owns_insurance_object',
    'private.person_with_role',
    'private.rents_in_home',
    'private.rents_lease',
    'public.owner_lease_tenants',
    'public.portal_roles',
    'public.save_managed_home',
    'public.set_my_locale',
    'staff and insuring tenants upload documents',
  ],
  privacy: [
    'privacy_request_verifications',
    'public.delete_expired_leads',
    'public.fulfil_privacy_delete',
    'public.issue_privacy_verify_token',
    'public.verify_privacy_request',
  ],
  platform: [
    'user_roles',
    'outbox',
    'private.backup_runs',
    'private.backup_runs_id_seq',
    'public.backup_runs',
    'public.record_backup_run',
    'private.outbox_forget_row',
    'private.outbox_queue_row',
    'private.queue_mail',
    'public.claim_outbox',
    'public.record_outbox',
    'public.is_admin',
    'public.keep_one_admin',
    'public.scheduled_jobs',
    'public.set_updated_at',
    'public.staff_work_counts',
    'public.office_status',
  ],
  // The trail of staff actions, written by the audited tables' triggers.
  audit: [
    'audit_log',
    'audit_log_id_seq',
    'private.audit_log_immutable',
    'private.audit_mask',
    'private.audit_row',
    'private.audit_truncate',
    'private.audit_write',
  ],
} as const satisfies Record<string, readonly string[]>;

type Domain = keyof typeof DOMAINS;
const domainOf = new Map<string, Domain>();
for (const [domain, names] of Object.entries(DOMAINS) as [Domain, readonly string[]][]) {
  for (const name of names) {
    if (domainOf.has(name)) throw new Error(`scripts/schema.ts: ${name} is in two domains`);
    domainOf.set(name, domain);
  }
}

/** `public.x` → `x`, `"odd name"` stays quoted: names as one reads them. */
const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

interface Acl {
  grantee: string;
  privilege: string;
  column?: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const granteeName = (grantee: string) => (grantee === 'PUBLIC' ? 'public' : grantee);

/** Grants to others than the owner: one line per grantee, privileges sorted. */
function renderGrants(object: string, acls: Acl[], owner: string): string[] {
  const byGrantee = new Map<string, string[]>();
  for (const acl of acls) {
    if (acl.grantee === owner) continue;
    byGrantee.set(acl.grantee, [...(byGrantee.get(acl.grantee) ?? []), acl.privilege]);
  }
  return [...byGrantee.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([grantee, privileges]) => {
      const privs = [...privileges].sort().join(', ').toLowerCase();
      return `grant ${privs} on ${object} to ${granteeName(grantee)};`;
    });
}

/** Column grants: one line per grantee and privilege, its columns in table order. */
function renderColumnGrants(object: string, acls: Required<Acl>[], owner: string): string[] {
  const columns = new Map<string, string[]>();
  for (const acl of acls) {
    if (acl.grantee === owner) continue;
    const key = `${acl.grantee}\0${acl.privilege}`;
    columns.set(key, [...(columns.get(key) ?? []), acl.column]);
  }
  return [...columns.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([key, cols]) => {
      const [grantee, privilege] = key.split('\0') as [string, string];
      return `grant ${privilege.toLowerCase()} (${cols.join(', ')}) on ${object} to ${granteeName(grantee)};`;
    });
}

const ACL_SQL = (aclColumn: string) =>
  `coalesce((select json_agg(json_build_object('grantee',
      case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end,
      'privilege', a.privilege_type))
    from aclexplode(${aclColumn}) a), '[]'::json)`;

interface Rel {
  name: string;
  kind: string;
  owner: string;
  comment: string | null;
  rls: boolean;
  forceRls: boolean;
  acl: Acl[];
  nullAcl: boolean;
  viewDef: string | null;
  options: string[] | null;
  ownedBy: string | null;
  identity: boolean;
}

/** A relation's name as DOMAINS spells it: bare in public, `private.name` in private. */
const REL_KEY = (c: string) =>
  `case when ${c}.relnamespace = 'public'::regnamespace then ${c}.relname else 'private.' || ${c}.relname end`;
const OUR_SCHEMAS = `in ('public'::regnamespace, 'private'::regnamespace)`;
/** A relation's schema-qualified name. */
const qualified = (name: string) =>
  name.startsWith('private.') ? `private.${ident(name.slice(8))}` : `public.${ident(name)}`;

async function render(db: PGlite): Promise<Map<Domain, string>> {
  const rels = (
    await db.query<Rel>(
      `select ${REL_KEY('c')} as name, c.relkind as kind, pg_get_userbyid(c.relowner) as owner,
              obj_description(c.oid, 'pg_class') as comment,
              c.relrowsecurity as rls, c.relforcerowsecurity as "forceRls",
              ${ACL_SQL('c.relacl')} as acl, c.relacl is null as "nullAcl",
              case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as "viewDef",
              c.reloptions as options,
              (select ${REL_KEY('t')} || '.' || a.attname from pg_depend d
                 join pg_class t on t.oid = d.refobjid
                 join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                where d.classid = 'pg_class'::regclass and d.objid = c.oid
                  and d.deptype in ('a', 'i') and c.relkind = 'S') as "ownedBy",
              exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                         and d.objid = c.oid and d.deptype = 'i') as identity
         from pg_class c
        where c.relnamespace ${OUR_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S')
        order by 1`,
    )
  ).rows;
  const columns = (
    await db.query<{
      table: string;
      name: string;
      type: string;
      notNull: boolean;
      default: string | null;
      identity: string;
      generated: string;
      comment: string | null;
      acl: Acl[];
    }>(
      `select ${REL_KEY('c')} as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
              a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as default,
              a.attidentity as identity, a.attgenerated as generated,
              col_description(c.oid, a.attnum) as comment, ${ACL_SQL('a.attacl')} as acl
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace ${OUR_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm')
          and a.attnum > 0 and not a.attisdropped
        order by 1, a.attnum`,
    )
  ).rows;
  const constraints = (
    await db.query<{ table: string; name: string; def: string }>(
      `select ${REL_KEY('c')} as table, con.conname as name, pg_get_constraintdef(con.oid, true) as def
         from pg_constraint con join pg_class c on c.oid = con.conrelid
        where c.relnamespace ${OUR_SCHEMAS}
          -- NOT NULL constraints (Postgres 18 catalogues them): the column says \`not null\`.
          and con.contype <> 'n'
        order by 1,
                 array_position(array['p', 'u', 'f', 'c', 'x', 't'], con.contype::text), con.conname`,
    )
  ).rows;
  const indexes = (
    await db.query<{ table: string; def: string }>(
      `select ${REL_KEY('t')} as table, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
        where t.relnamespace ${OUR_SCHEMAS}
          and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid
                                                          and con.conrelid = i.indrelid)
        order by 1, ic.relname`,
    )
  ).rows;
  const triggers = (
    await db.query<{ table: string; def: string }>(
      `select ${REL_KEY('c')} as table, pg_get_triggerdef(t.oid, true) as def
         from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace ${OUR_SCHEMAS} and not t.tgisinternal
        order by 1, t.tgname`,
    )
  ).rows;
  const policies = (
    await db.query<{
      schema: string;
      table: string;
      name: string;
      permissive: string;
      cmd: string;
      roles: string[];
      qual: string | null;
      check: string | null;
    }>(
      `select schemaname as schema, tablename as table, policyname as name, permissive, cmd, roles,
              qual, with_check as check
         from pg_policies
        where schemaname in ('public', 'private', 'storage')
        order by schemaname, tablename, policyname`,
    )
  ).rows;
  const functions = (
    await db.query<{
      schema: string;
      name: string;
      args: string;
      def: string;
      owner: string;
      comment: string | null;
      acl: Acl[];
      nullAcl: boolean;
    }>(
      `select p.pronamespace::regnamespace::text as schema, p.proname as name,
              pg_get_function_identity_arguments(p.oid) as args,
              pg_get_functiondef(p.oid) as def, pg_get_userbyid(p.proowner) as owner,
              obj_description(p.oid, 'pg_proc') as comment,
              ${ACL_SQL('p.proacl')} as acl, p.proacl is null as "nullAcl"
         from pg_proc p
        where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        order by 1, 2, 3`,
    )
  ).rows;
  const types = (
    await db.query<{ name: string }>(
      `select t.typname as name from pg_type t
        where t.typnamespace in ('public'::regnamespace, 'private'::regnamespace)
          and t.typtype in ('e', 'c', 'd', 'r') and t.typrelid = 0
        order by 1`,
    )
  ).rows;
  const unclassified: string[] = [];
  const sections = new Map<Domain, { tables: string[]; views: string[]; fns: string[] }>();
  const section = (domain: Domain) => {
    let s = sections.get(domain);
    if (!s) sections.set(domain, (s = { tables: [], views: [], fns: [] }));
    return s;
  };
  const classify = (name: string, what: string): Domain | undefined => {
    const domain = domainOf.get(name);
    if (!domain) unclassified.push(`${what} ${name}`);
    return domain;
  };
  // Types have no renderer yet: make whoever adds one extend this script.
  for (const t of types) unclassified.push(`type ${t.name} (scripts/schema.ts renders no types)`);

  const policySql = (p: (typeof policies)[number]) => {
    const lines = [`create policy ${ident(p.name)} on ${p.schema}.${p.table}`];
    if (p.permissive !== 'PERMISSIVE') lines.push(`  as ${p.permissive.toLowerCase()}`);
    lines.push(`  for ${p.cmd.toLowerCase()} to ${p.roles.join(', ')}`);
    if (p.qual) lines.push(`  using (${p.qual})`);
    if (p.check) lines.push(`  with check (${p.check})`);
    return `${lines.join('\n')};`;
  };

  for (const rel of rels) {
    const domain = classify(rel.name, 'relation');
    if (!domain) continue;
    const q = qualified(rel.name);
    const out: string[] = [];
    if (rel.kind === 'S') {
      const owner = rel.ownedBy?.startsWith('private.')
        ? rel.ownedBy
        : `public.${rel.ownedBy ?? '?'}`;
      if (rel.identity) out.push(`-- ${q}: the identity of ${owner}`);
      else out.push(`create sequence ${q}${rel.ownedBy ? ` owned by ${owner}` : ''};`);
      out.push(...renderGrants(`sequence ${q}`, rel.acl, rel.owner));
      section(domain).tables.push(out.join('\n'));
      continue;
    }
    const cols = columns.filter((c) => c.table === rel.name);
    if (rel.kind === 'v' || rel.kind === 'm') {
      const withOptions = rel.options?.length ? ` with (${rel.options.join(', ')})` : '';
      const kind = rel.kind === 'm' ? 'materialized view' : 'view';
      out.push(`create ${kind} ${q}${withOptions} as\n${rel.viewDef!.trimEnd()}`);
    } else {
      const body = cols.map((c) => {
        let line = `  ${ident(c.name)} ${c.type}`;
        if (c.identity)
          line += ` generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`;
        else if (c.generated === 's') line += ` generated always as (${c.default}) stored`;
        else if (c.default !== null) line += ` default ${c.default}`;
        if (c.notNull) line += ' not null';
        return line;
      });
      for (const con of constraints.filter((k) => k.table === rel.name)) {
        body.push(`  constraint ${ident(con.name)} ${con.def}`);
      }
      out.push(`create table ${q} (\n${body.join(',\n')}\n);`);
      for (const ix of indexes.filter((i) => i.table === rel.name)) out.push(`${ix.def};`);
      for (const tg of triggers.filter((t) => t.table === rel.name)) out.push(`${tg.def};`);
      if (rel.rls) out.push(`alter table ${q} enable row level security;`);
      if (rel.forceRls) out.push(`alter table ${q} force row level security;`);
      const pols = policies.filter(
        (p) => (p.schema === 'public' ? p.table : `${p.schema}.${p.table}`) === rel.name,
      );
      out.push(...pols.map(policySql));
    }
    if (rel.comment !== null) out.push(`comment on table ${q} is ${literal(rel.comment)};`);
    for (const c of cols) {
      if (c.comment !== null) {
        out.push(`comment on column ${q}.${ident(c.name)} is ${literal(c.comment)};`);
      }
    }
    if (rel.nullAcl) out.push(`-- ${q}: default privileges (owner only)`);
    out.push(...renderGrants(`table ${q}`, rel.acl, rel.owner));
    const colAcls = cols.flatMap((c) => c.acl.map((a) => ({ ...a, column: ident(c.name) })));
    out.push(...renderColumnGrants(`table ${q}`, colAcls, rel.owner));
    const s = section(domain);
    (rel.kind === 'r' || rel.kind === 'p' ? s.tables : s.views).push(out.join('\n'));
  }

  for (const p of policies.filter((p) => p.schema === 'storage')) {
    const domain = classify(p.name, `policy on ${p.schema}.${p.table}`);
    if (domain) section(domain).tables.push(policySql(p));
  }

  for (const fn of functions) {
    const domain = classify(`${fn.schema}.${fn.name}`, 'function');
    if (!domain) continue;
    const signature = `function ${fn.schema}.${ident(fn.name)}(${fn.args})`;
    const out = [`${fn.def.trimEnd()};`];
    if (fn.comment !== null) out.push(`comment on ${signature} is ${literal(fn.comment)};`);
    // No ACL: Postgres' default, EXECUTE for PUBLIC.
    const acl: Acl[] = fn.nullAcl ? [{ grantee: 'PUBLIC', privilege: 'EXECUTE' }] : fn.acl;
    out.push(...renderGrants(signature, acl, fn.owner));
    section(domain).fns.push(out.join('\n'));
  }

  const unused = [...domainOf.keys()].filter(
    (name) =>
      !rels.some((r) => r.name === name) &&
      !functions.some((f) => `${f.schema}.${f.name}` === name) &&
      !policies.some((p) => p.schema === 'storage' && p.name === name),
  );
  const problems = [
    ...unclassified.map((u) => `no domain for ${u}`),
    ...unused.map((u) => `${u} is in DOMAINS but not in the database`),
  ];
  if (problems.length) {
    throw new Error(
      `scripts/schema.ts: add these to (or drop them from) DOMAINS:\n  ${problems.join('\n  ')}`,
    );
  }

  const files = new Map<Domain, string>();
  for (const domain of Object.keys(DOMAINS) as Domain[]) {
    const s = section(domain);
    const parts = [
      `-- The ${domain} domain's live schema: GENERATED by \`npm run schema\` from the catalog of a\n` +
        `-- database migrated with supabase/migrations. Do not edit (a test fails when it is stale);\n` +
        `-- change the schema with a new migration and run \`npm run schema\`.`,
    ];
    const block = (title: string, items: string[]) => {
      if (items.length) parts.push(`-- ==== ${title} ====`, ...items);
    };
    block('Tables, sequences and storage policies', s.tables);
    block('Views', s.views);
    block('Functions', s.fns);
    files.set(domain, `${parts.join('\n\n')}\n`);
  }
  return files;
}

/** Applies the migrations to a throwaway database and renders every domain's file. */
export async function generateSchemaFiles(
  migrationsDir = path.join(REPO_ROOT, 'supabase', 'migrations'),
): Promise<Map<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schema-'));
  const db = await openDatabase({ dataDir });
  try {
    await applyMigrations(db, migrationsDir);
    const files = await render(db);
    return new Map([...files].map(([domain, text]) => [`${domain}.sql`, text]));
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The committed files, by name. */
export function committedSchemaFiles(): Map<string, string> {
  mkdirSync(SCHEMA_DIR, { recursive: true });
  return new Map(
    readdirSync(SCHEMA_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => [f, readFileSync(path.join(SCHEMA_DIR, f), 'utf8')]),
  );
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const next = await generateSchemaFiles();
  const current = committedSchemaFiles();
  const stale = [...new Set([...next.keys(), ...current.keys()])].filter(
    (f) => next.get(f) !== current.get(f),
  );
  const rel = path.relative(REPO_ROOT, SCHEMA_DIR);
  if (check) {
    if (stale.length) {
      console.error(`${rel}: ${stale.join(', ')} stale: run npm run schema`);
      process.exit(1);
    }
    console.log(`${rel} is up to date`);
    return;
  }
  for (const f of stale) {
    const text = next.get(f);
    if (text === undefined) rmSync(path.join(SCHEMA_DIR, f));
    else writeFileSync(path.join(SCHEMA_DIR, f), text);
  }
  console.log(
    stale.length ? `wrote ${stale.map((f) => `${rel}/${f}`).join(', ')}` : `${rel} unchanged`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
