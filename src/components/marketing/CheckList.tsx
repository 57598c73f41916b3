import type { ReactNode } from 'react';
import { CircleCheck } from './icons';

export interface CheckListProps {
  items: readonly string[];
  /** The list's classes (its spacing and grid). */
  className: string;
  itemClassName?: string;
  iconClassName?: string;
}

/** A list whose every point is ticked: the check is decorative, the words carry the meaning. */
export function CheckList({
  items,
  className,
  itemClassName = 'flex items-start gap-2',
  iconClassName = 'mt-0.5 size-5 shrink-0 text-primary',
}: CheckListProps): ReactNode {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CircleCheck className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
