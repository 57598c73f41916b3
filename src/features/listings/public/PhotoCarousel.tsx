import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from './icons';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ListingPhoto } from './ListingPhoto';
import { useListingsContent } from './listingsContent';

export interface PhotoCarouselProps {
  title: string;
  images: readonly string[];
  startIndex?: number;
}

/** The photos of one listing, one at a time: buttons, arrow keys and swipe; 'n / total'. */
export default function PhotoCarousel({ title, images, startIndex = 0 }: PhotoCarouselProps) {
  const c = useListingsContent().photos;
  const total = images.length;
  const [viewportRef, api] = useEmblaCarousel({ startIndex, loop: total > 1 });
  const [selected, setSelected] = useState(startIndex);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // Mounted only while its dialog is open, so the arrow keys belong to it.
  useEffect(() => {
    if (!api || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        api.scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        api.scrollNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [api, total]);

  return (
    <section aria-roledescription="carousel" aria-label={c.carousel(title)}>
      <div ref={viewportRef} className="overflow-hidden rounded-lg bg-muted">
        <div className="flex touch-pan-y">
          {images.map((url, index) => (
            <div
              key={`${index}-${url}`}
              role="group"
              aria-roledescription="slide"
              aria-label={c.slide(index + 1, total)}
              aria-hidden={index === selected ? undefined : true}
              className="min-w-0 flex-[0_0_100%]"
            >
              <ListingPhoto
                url={url}
                alt={c.alt(title, index + 1, total)}
                width={1200}
                height={800}
                eager={index === startIndex}
                sizes="(min-width: 896px) 860px, 100vw"
                className="aspect-[3/2] max-h-[65vh] w-full object-contain"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label={c.previous}
          onClick={() => api?.scrollPrev()}
          disabled={total < 2}
        >
          <ChevronLeft />
        </Button>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium tabular-nums">
          <span className="sr-only">{c.counter}</span>
          {selected + 1} / {total}
        </p>
        <Button
          variant="outline"
          size="icon"
          aria-label={c.next}
          onClick={() => api?.scrollNext()}
          disabled={total < 2}
        >
          <ChevronRight />
        </Button>
      </div>
    </section>
  );
}
