import { lazy, Suspense, useState } from 'react';
import type { PhotoCarouselDialogProps } from './PhotoCarouselDialog';

/** The dialog, Radix and Embla arrive in one chunk, fetched on hover/focus or the first open. */
export const preloadPhotoDialog = () => import('./PhotoCarouselDialog');
const PhotoCarouselDialog = lazy(preloadPhotoDialog);

/**
 * The photo dialog of a card or gallery, mounted from its first opening on (so later closes
 * still run Radix's focus return). Nothing is downloaded for listings nobody opens.
 */
export function LazyPhotoDialog(props: PhotoCarouselDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PhotoCarouselDialog {...props} />
    </Suspense>
  );
}
