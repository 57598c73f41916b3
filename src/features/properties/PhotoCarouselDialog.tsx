import { lazy, Suspense, type RefObject } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/Dialog';

// Embla and the slides load only when a dialog first opens.
const PhotoCarousel = lazy(() => import('./PhotoCarousel'));

export interface PhotoCarouselDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  images: readonly string[];
  startIndex?: number;
  /** Gets the focus back when the dialog closes (the control that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function PhotoCarouselDialog({
  open,
  onOpenChange,
  title,
  images,
  startIndex = 0,
  returnFocusTo,
}: PhotoCarouselDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="max-w-4xl gap-3 p-3 sm:p-5"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10 text-base sm:text-lg">{title}</DialogTitle>
        <Suspense
          fallback={
            <p role="status" className="py-24 text-center text-muted-foreground">
              Loading photos...
            </p>
          }
        >
          <PhotoCarousel title={title} images={images} startIndex={startIndex} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
