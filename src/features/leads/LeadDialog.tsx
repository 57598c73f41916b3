// Initial version: the shell's contract only. The lead-capture work replaces the body with the form.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function LeadDialog({ open, onOpenChange }: LeadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Get Started</DialogTitle>
          <DialogDescription>
            Tell us about your property and we will get back to you within 24 hours with a flat-fee
            plan that fits.
          </DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
