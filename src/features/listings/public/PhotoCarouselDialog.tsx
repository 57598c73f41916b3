import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/Dialog';
import PhotoCarousel from './PhotoCarousel';
import { useListingsContent } from './listingsContent';

export interface PhotoCarouselDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  images: readonly string[];
  startIndex?: number;
  /** Gets the focus back when the dialog closes (the control that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Loaded lazily (see LazyPhotoDialog.tsx) together with Embla, on the first open. */
export default function PhotoCarouselDialog({
  open,
  onOpenChange,
  title,
  images,
  startIndex = 0,
  returnFocusTo,
}: PhotoCarouselDialogProps) {
  const closeLabel = useListingsContent().photos.close;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="max-w-4xl gap-3 p-3 sm:p-5"
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-10 text-base sm:text-lg">{title}</DialogTitle>
        <PhotoCarousel title={title} images={images} startIndex={startIndex} />
      </DialogContent>
    </Dialog>
  );
}
