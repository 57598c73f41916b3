/**
 * The office's forms: react-hook-form checked by the contract's zod schema, then a save whose
 * refusal (read as the field it concerns) lands on that field. The domains keep their own tables of
 * the database's hints and constraint names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type FormState,
  type UseFormGetFieldState,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
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

type FieldNames = readonly string[] | Readonly<Record<string, string>>;

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

/**
 * One field of a form: its `register(name)` and its error message, for the RegisteredFields
 * (components/forms). Made in the form's own render, so fields register, and an invalid submit
 * focuses, in the order they stand.
 */
export type Registered = UseFormRegisterReturn & { error: string | undefined };

/** What `fieldsOf` needs of a form (any useForm result). */
interface FieldSource<T extends FieldValues> {
  register: UseFormRegister<T>;
  getFieldState: UseFormGetFieldState<T>;
  formState: FormState<T>;
}

/** The form's `field(name)`. */
export function fieldsOf<T extends FieldValues>(form: FieldSource<T>) {
  return (name: Path<T>): Registered => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

export interface SaveFormOptions<Input extends FieldValues, Output> {
  defaultValues: DefaultValues<Input>;
  /** Saves the checked values; a throw is shown by showRefusal. */
  onSave: (values: Output) => Promise<void>;
  /** The fields a refusal may land on (showRefusal). */
  fields?: FieldNames;
  /** Saves once at a time: a second tap while the first is in flight does nothing. */
  once?: boolean;
}

type SaveForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The form's onSubmit. */
  submit: ReturnType<UseFormReturn<Input, unknown, Output>['handleSubmit']>;
  field: (name: Path<Input>) => Registered;
};

/** A form checked by `schema` whose `submit` saves and shows a refusal on its field. */
export function useSaveForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, onSave, fields, once = false }: SaveFormOptions<Input, Output>,
): SaveForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const busy = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (once && busy.current) return;
    busy.current = true;
    try {
      await onSave(values);
    } catch (error) {
      showRefusal(error, form.setError, fields);
    } finally {
      busy.current = false;
    }
  });
  return { ...form, submit, field: fieldsOf(form) };
}
