import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { touchTargets } from '@/components/layout/AdminShell';
import type { PersonRef } from '../../api/homes';

/** What a dialog gives its form: the values to start from, the people to pick, save and cancel. */
export interface DialogFormProps<Values, Payload> {
  initialValues: Values;
  people: readonly PersonRef[];
  submitLabel: string;
  /** Saves; a SaveError's field problem is shown on its field and the form keeps its values. */
  onSubmit: (payload: Payload) => Promise<void>;
  onCancel: () => void;
}

/** A form in a dialog, with the admin area's phone-size tap targets (dialogs are portalled). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-w-3xl p-4 sm:p-6 ${touchTargets}`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
