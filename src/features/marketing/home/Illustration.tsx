import { cn } from '@/lib/cn';

/** One illustration of the site, rendered to WebP at several widths (scripts/render-site-art.ts). */
export interface IllustrationAsset {
  /** Path without width and extension: `/images/home/hero` -> `/images/home/hero-800.webp`. */
  base: string;
  widths: readonly number[];
  /** Intrinsic size of the artwork (its aspect ratio), so the browser reserves the space. */
  width: number;
  height: number;
}

export function illustrationSrcSet(asset: IllustrationAsset): string {
  return asset.widths.map((w) => `${asset.base}-${w}.webp ${w}w`).join(', ');
}

export interface IllustrationProps {
  asset: IllustrationAsset;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the prerenderer then preloads it). */
  priority?: boolean;
  className?: string;
}

export function Illustration({
  asset,
  alt,
  sizes,
  priority = false,
  className,
}: IllustrationProps) {
  const fallbackWidth = asset.widths[Math.min(1, asset.widths.length - 1)] ?? asset.width;
  return (
    <img
      src={`${asset.base}-${fallbackWidth}.webp`}
      srcSet={illustrationSrcSet(asset)}
      sizes={sizes}
      width={asset.width}
      height={asset.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={cn('h-auto w-full', className)}
    />
  );
}
