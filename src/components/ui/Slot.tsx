import {
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '@/lib/cn';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { className?: string; style?: object };

/**
 * Renders its only child with the slot's props merged in (the child's handlers run first, then
 * the slot's; classes and styles are combined). A few lines instead of @radix-ui/react-slot in
 * every route's entry chunk.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<ChildProps>;
  const merged: ChildProps = { ...slotProps, ...child.props };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = child.props[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => void)(...args);
        (slotValue as (...a: unknown[]) => void)(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, child.props.className);
  if (slotProps.style || child.props.style)
    merged.style = { ...slotProps.style, ...child.props.style };
  return cloneElement(child, merged);
}
