import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './controlStyles';
import { useFormControlProps } from './FormField';

export function Textarea({ className, rows, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFormControlProps();
  return (
    <textarea
      rows={rows ?? 4}
      className={cn(controlClasses, 'min-h-20', className)}
      {...fieldProps}
      {...props}
    />
  );
}
