/**
 * Headers that name a function (and the staff member it acts for) to the audit trail, sent with
 * the secret key's writes to the audited tables (public.audit_log; contract/audit.ts).
 */
import { AUDIT_ACTOR_HEADER, AUDIT_SOURCE_HEADER, auditFunction } from '../contract/audit.ts';

export function auditHeaders(functionName: string, actorId?: string): Record<string, string> {
  return {
    [AUDIT_SOURCE_HEADER]: auditFunction(functionName),
    ...(actorId ? { [AUDIT_ACTOR_HEADER]: actorId } : {}),
  };
}
