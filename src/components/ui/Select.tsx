import { ChevronDown } from '@/components/ui/icons';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './controlStyles';
import { useFormControlProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentProps<'select'> & {
  /** Options to render; children may be passed instead. */
  options?: readonly SelectOption[];
  /** Text of an empty first option (value ""), e.g. 'Select a property type'. */
  placeholder?: string;
};

/** A styled native <select>: keyboard, screen reader and mobile pickers work out of the box. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const fieldProps = useFormControlProps();
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, 'h-10 appearance-none pr-9', className)}
        {...fieldProps}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
