// @vitest-environment node
/**
 * The audit triggers in SQL mask what auditColumns.ts says. Read from the committed
 * supabase/schema files, which a test holds to the migrations (schema.int.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditColumns, auditedTables, maskedColumns } from './auditColumns';

const schemaDir = new URL('../../../supabase/schema/', import.meta.url);
const schema = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(new URL(f, schemaDir), 'utf8'))
  .join('\n');

/** Each audited table's trigger arguments: the key, then the masked columns. */
function triggers(sql: string): Record<string, { key: string[]; masked: string[] }> {
  const found: Record<string, { key: string[]; masked: string[] }> = {};
  const re =
    /CREATE TRIGGER \w+ AFTER INSERT OR DELETE OR UPDATE ON (\w+) FOR EACH ROW EXECUTE FUNCTION private\.audit_row\(([^)]*)\)/g;
  for (const [, table, args] of sql.matchAll(re)) {
    const [key = '', ...masked] = [...args!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
    found[table!] = { key: key.split(','), masked };
  }
  return found;
}

describe('the audit trail masks what auditColumns.ts says', () => {
  it('every audited table has its trigger, with the same key and masked columns', () => {
    const expected = Object.fromEntries(
      auditedTables.map((t) => [t, { key: [...auditColumns[t].key], masked: maskedColumns(t) }]),
    );
    expect(triggers(schema)).toEqual(expected);
  });

  it('names, emails, phones, street addresses and tokens are masked', () => {
    expect(maskedColumns('people')).toEqual(['full_name', 'email', 'phone']);
    expect(maskedColumns('vendors')).toEqual(['name', 'phone', 'email']);
    expect(maskedColumns('managed_homes')).toEqual(['street']);
    expect(maskedColumns('properties')).toEqual(['address']);
    expect(maskedColumns('booking_staff')).toEqual(['feed_token_hash']);
  });

  it('would see a trigger that masks less', () => {
    const weaker = schema.replace(
      "private.audit_row('id', 'full_name', 'email', 'phone')",
      "private.audit_row('id', 'full_name', 'email')",
    );
    expect(weaker).not.toBe(schema);
    expect(triggers(weaker).people?.masked).toEqual(['full_name', 'email']);
  });
});
