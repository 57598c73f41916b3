import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

interface ActionsProps {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
  className?: string;
}

/** Submit, then a quiet way back: the forms inside a screen. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  className,
  savingLabel,
  cancelLabel = 'Cancel',
  destructive = false,
}: ActionsProps & {
  /** The submit button's label while saving; without it the label stays. */
  savingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button type="submit" disabled={pending} variant={destructive ? 'destructive' : 'default'}>
        {pending && savingLabel ? savingLabel : submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** Cancel, then submit (stacked on phones, submit on top): the forms in a dialog. */
export function DialogActions({
  submitLabel,
  pending,
  onCancel,
  className,
  savingLabel = 'Saving…',
}: ActionsProps & { savingLabel?: string }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? savingLabel : submitLabel}
      </Button>
    </div>
  );
}
