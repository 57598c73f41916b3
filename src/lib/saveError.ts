/**
 * The database's refusals of a save, read as the field they concern (the domains keep their tables
 * of hints and constraint names) and shown on that field of a react-hook-form form. Apart from
 * saveForm.ts so that the api modules that throw SaveError load no form library.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { DatabaseError, FieldProblem } from '@contract/managed-homes.ts';

export type { DatabaseError, FieldProblem };

/** A write the database refused, with the field it concerns when known. */
export class SaveError extends Error {
  readonly problem: FieldProblem | null;
  constructor(error: DatabaseError, problem: FieldProblem | null) {
    super(problem?.message ?? error.message);
    this.name = 'SaveError';
    this.problem = problem;
  }
}

/**
 * A refusal by its hint (a guard trigger's or RPC's: the field, null for the form as a whole, with
 * the database's own words) or by a CHECK constraint's name in its message (the table's words).
 */
export function readRefusal(
  error: DatabaseError,
  hints: Readonly<Record<string, string | null>>,
  constraints: Readonly<Record<string, FieldProblem>>,
): FieldProblem | null {
  if (error.hint && error.hint in hints) {
    return { field: hints[error.hint] ?? null, message: error.message };
  }
  const text = [error.message, error.details].filter(Boolean).join(' ');
  // Longest names first: one name must not match inside another.
  const names = Object.keys(constraints).sort((a, b) => b.length - a.length);
  const name = names.find((n) => new RegExp(`\\b${n}\\b`).test(text));
  return name ? constraints[name]! : null;
}

export type FieldNames = readonly string[] | Readonly<Record<string, string>>;

const isList = (fields: FieldNames): fields is readonly string[] => Array.isArray(fields);

/** The form's name for the database's `field`, or undefined when the form has no such field. */
function formField(field: string, fields: FieldNames | undefined): string | undefined {
  if (!fields) return field;
  if (isList(fields)) return fields.includes(field) ? field : undefined;
  return fields[field];
}

/**
 * Puts a save's refusal on the field it concerns, focused, or on the form's `root.server`; the form
 * keeps its values. `fields` names the form's fields a problem may land on: a list (the same
 * names), or a map from the database's field names to the form's. Without it, any field.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: FieldNames,
) {
  const problem = error instanceof SaveError ? error.problem : null;
  const message = problem?.message ?? (error instanceof Error ? error.message : String(error));
  const field = problem?.field ? formField(problem.field, fields) : undefined;
  setError((field ?? 'root.server') as Path<T>, { message }, { shouldFocus: true });
}
