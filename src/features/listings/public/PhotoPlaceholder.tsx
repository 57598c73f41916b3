import { House } from './icons';
import { cn } from '@/lib/cn';
import { useListingsContent } from './listingsContent';

/** Shown where a listing has no photo yet: a calm tile, not a broken image. */
export function PhotoPlaceholder({ className }: { className?: string }) {
  const label = useListingsContent().photos.comingSoon;
  return (
    <div
      className={cn(
        'flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-muted text-secondary-foreground',
        className,
      )}
    >
      <House className="size-10 opacity-70" strokeWidth={1.5} />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
