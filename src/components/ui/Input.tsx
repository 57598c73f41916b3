import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './controlStyles';
import { useFormControlProps } from './FormField';

/** Text input; inside a FormField it takes the field's id, aria-describedby and aria-invalid. */
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  const fieldProps = useFormControlProps();
  const isChoice = type === 'radio' || type === 'checkbox';
  return (
    <input
      type={type ?? 'text'}
      className={cn(isChoice ? 'size-4 accent-primary' : cn(controlClasses, 'h-10'), className)}
      {...fieldProps}
      {...props}
    />
  );
}
