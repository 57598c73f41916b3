import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ListingPhoto } from './ListingPhoto';
import { useListingsContent } from './listingsContent';
import { LazyPhotoDialog, preloadPhotoDialog } from './LazyPhotoDialog';
import { PhotoPlaceholder } from './PhotoPlaceholder';

/** Tiles shown on the page: the main photo and up to four more; the dialog has them all. */
const TILES = 5;

/** The photos of a listing page: a main photo and thumbnails, each opening the carousel. */
export function ListingGallery({ title, images }: { title: string; images: readonly string[] }) {
  const c = useListingsContent().photos;
  const [open, setOpen] = useState(false);
  const [startIndex, setStartIndex] = useState(0);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-xl sm:aspect-[21/9]">
        <PhotoPlaceholder />
      </div>
    );
  }

  const tiles = images.slice(0, TILES);
  const hidden = total - tiles.length;
  return (
    <>
      <div
        className={cn(
          'grid gap-2 overflow-hidden rounded-xl',
          tiles.length > 1 && 'md:grid-cols-4 md:grid-rows-2',
        )}
      >
        {tiles.map((url, index) => {
          const main = index === 0;
          const last = index === tiles.length - 1 && hidden > 0;
          return (
            <button
              key={`${index}-${url}`}
              type="button"
              aria-haspopup="dialog"
              aria-label={c.open(index + 1, total)}
              onPointerEnter={() => void preloadPhotoDialog()}
              onFocus={() => void preloadPhotoDialog()}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setStartIndex(index);
                setOpen(true);
              }}
              className={cn(
                'relative block cursor-zoom-in overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
                main
                  ? 'aspect-[3/2] md:col-span-2 md:row-span-2 md:aspect-auto'
                  : 'hidden md:block',
              )}
            >
              <ListingPhoto
                url={url}
                alt=""
                width={main ? 1200 : 600}
                height={main ? 800 : 400}
                // Thumbnails are hidden on phones: lazy, so phones never fetch (or preload) them.
                eager={main}
                priority={main}
                sizes={main ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
                className="size-full object-cover"
              />
              {last ? (
                <span className="absolute inset-0 flex items-center justify-center bg-overlay text-lg font-semibold text-white">
                  {c.more(hidden)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {total > 1 ? <p className="mt-2 text-sm text-muted-foreground">{c.note(total)}</p> : null}
      <LazyPhotoDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        images={images}
        startIndex={startIndex}
        returnFocusTo={opener}
      />
    </>
  );
}
