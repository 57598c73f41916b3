import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FormFieldProps } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { Registered } from '@/lib/saveForm';

/** The FormField's props (label, description, warning, layout) and the form's `field(name)`. */
type FieldFrame = Omit<FormFieldProps, 'error' | 'children'> & {
  field: Registered;
  /** Classes of the control itself (`className` lays out the field). */
  controlClassName?: string;
};

type ControlProps<Control> = Omit<Control, keyof FieldFrame | 'name' | 'required'>;

type FieldProps<Control> = FieldFrame & ControlProps<Control>;

/** Splits a field's props into the FormField's and the control's. */
function framed<Control>(
  {
    field,
    controlClassName,
    label,
    id,
    description,
    required,
    warning,
    className,
    ...control
  }: FieldProps<Control>,
  render: (
    control: ControlProps<Control> & UseFormRegisterReturn & { className?: string },
  ) => ReactNode,
) {
  const { error, ...registration } = field;
  // TypeScript keeps the rest of a generic type as an Omit it cannot compare with the Control's.
  const controlProps = {
    ...control,
    className: controlClassName,
    ...registration,
  } as ControlProps<Control> & UseFormRegisterReturn & { className?: string };
  return (
    <FormField {...{ label, id, description, required, warning, className, error }}>
      {render(controlProps)}
    </FormField>
  );
}

/** A labelled text input bound to its form field. */
export function InputField(props: FieldProps<ComponentProps<typeof Input>>) {
  return framed(props, (control) => <Input {...control} />);
}

/** A labelled select bound to its form field. */
export function SelectField(props: FieldProps<ComponentProps<typeof Select>>) {
  return framed(props, (control) => <Select {...control} />);
}

/** A labelled textarea bound to its form field. */
export function TextareaField(props: FieldProps<ComponentProps<typeof Textarea>>) {
  return framed(props, (control) => <Textarea {...control} />);
}
