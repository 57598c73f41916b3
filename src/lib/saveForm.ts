/**
 * The office's forms: react-hook-form checked by the contract's zod schema, then a save whose
 * refusal lands on the field it concerns (saveError.ts).
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
} from 'react-hook-form';
import type { z } from 'zod';
import { showRefusal, type FieldNames } from './saveError';

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

/** Runs `fn` once at a time: a second tap while the first is in flight does nothing. */
function useOnce() {
  const busy = useRef(false);
  return async (fn: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn();
    } finally {
      busy.current = false;
    }
  };
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
  const guard = useOnce();
  const save = async (values: Output) => {
    try {
      await onSave(values);
    } catch (error) {
      showRefusal(error, form.setError, fields);
    }
  };
  const submit = form.handleSubmit((values) => (once ? guard(() => save(values)) : save(values)));
  return { ...form, submit, field: fieldsOf(form) };
}
