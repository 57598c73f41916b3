import { Slot } from './Slot';
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './Label';

/** Ids and state of one form field, shared with the control inside it. */
export interface FormFieldState {
  id: string;
  descriptionId: string;
  errorId: string;
  warningId: string;
  invalid: boolean;
  required: boolean;
  /** Value for the control's aria-describedby (description and error ids), if any. */
  describedBy: string | undefined;
  /** True inside a FormFieldset: the controls are several choices, the fieldset is described. */
  group: boolean;
}

const FormFieldContext = createContext<FormFieldState | null>(null);

/** The enclosing FormField's state, or null outside one. */
export function useFormField(): FormFieldState | null {
  return use(FormFieldContext);
}

/** Accessibility props a control inside a FormField should carry. */
export function useFormControlProps(): {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
} {
  const field = useFormField();
  if (!field) return {};
  // Choices in a fieldset keep their own ids; the fieldset carries the description.
  if (field.group) return { 'aria-invalid': field.invalid ? true : undefined };
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid ? true : undefined,
    'aria-required': field.required ? true : undefined,
  };
}

function useFieldState(
  idProp: string | undefined,
  hasDescription: boolean,
  error: string | undefined,
  required: boolean,
  group = false,
  hasWarning = false,
): FormFieldState {
  const generated = useId();
  const id = idProp ?? `field${generated.replace(/:/g, '')}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const invalid = Boolean(error);
  const describedBy =
    [hasDescription ? descriptionId : null, hasWarning ? warningId : null, invalid ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, descriptionId, errorId, warningId, invalid, required, describedBy, group };
}

/** Error text of a field: announced when it appears (role="alert"). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  /** Control id; generated when omitted. */
  id?: string;
  description?: ReactNode;
  /** Error message (e.g. `errors.email?.message` from react-hook-form). */
  error?: string;
  required?: boolean;
  /**
   * Advice that does not block saving (e.g. a legal limit), shown under the control, part of its
   * description and announced politely when it appears. Pass null (not undefined) on a field that
   * can warn, so its live region is in the page before the first warning.
   */
  warning?: ReactNode;
  className?: string;
  /** The control. Input, Textarea and Select pick up id and aria-* by themselves; wrap anything else in <FormControl>. */
  children: ReactNode;
}

/**
 * Label, control, description and error message of one form field, wired together:
 * the label's htmlFor, the control's aria-describedby and aria-invalid, the error in an alert.
 */
export function FormField({
  label,
  id,
  description,
  error,
  required = false,
  warning,
  className,
  children,
}: FormFieldProps) {
  const state = useFieldState(id, Boolean(description), error, required, false, Boolean(warning));
  return (
    <FormFieldContext value={state}>
      <div className={cn('flex min-w-0 flex-col gap-2', className)}>
        <Label htmlFor={state.id}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          ) : null}
        </Label>
        {children}
        {description ? (
          <p id={state.descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        {warning !== undefined ? (
          <div role="status" className="empty:hidden">
            {warning ? (
              <div
                id={state.warningId}
                className="rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
              >
                {warning}
              </div>
            ) : null}
          </div>
        ) : null}
        <FieldError id={state.errorId}>{error}</FieldError>
      </div>
    </FormFieldContext>
  );
}

/** Passes the field's id and aria-* props to any single child control (e.g. a date picker button). */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const controlProps = useFormControlProps();
  return <Slot {...controlProps} {...props} />;
}

export interface FormFieldsetProps {
  legend: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  /** Radio buttons or checkboxes. Read `useFormField()` inside for aria-invalid if needed. */
  children: ReactNode;
}

/** A group of choices (radio buttons, checkboxes) with a legend, description and error. */
export function FormFieldset({
  legend,
  description,
  error,
  required = false,
  className,
  children,
}: FormFieldsetProps) {
  const state = useFieldState(undefined, Boolean(description), error, required, true);
  return (
    <FormFieldContext value={state}>
      <fieldset
        aria-describedby={state.describedBy}
        className={cn('flex min-w-0 flex-col gap-2', className)}
      >
        <legend className="mb-1 text-sm leading-none font-medium text-foreground">
          {legend}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          ) : null}
        </legend>
        {description ? (
          <p id={state.descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        {children}
        <FieldError id={state.errorId}>{error}</FieldError>
      </fieldset>
    </FormFieldContext>
  );
}
