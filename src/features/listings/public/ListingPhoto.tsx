import { useMemo, useState, type ImgHTMLAttributes } from 'react';
import { listingPhotoSource } from './imageUrl';
import { PhotoPlaceholder } from './PhotoPlaceholder';

export interface ListingPhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'loading'
> {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once (and first in line when `priority`). */
  eager?: boolean;
  priority?: boolean;
}

/**
 * A listing photo: through the image proxy when it is external, switching once to the direct
 * URL if the proxy fails.
 */
export function ListingPhoto({
  url,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  sizes = '100vw',
  className,
  ...rest
}: ListingPhotoProps) {
  const source = useMemo(() => listingPhotoSource(url), [url]);
  // The URL whose proxied copy failed; comparing it to `url` resets the switch on a new photo.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usingFallback = failedUrl === url;
  if (!source) return <PhotoPlaceholder className={className} />;
  const src = usingFallback && source.fallback ? source.fallback : source.src;
  return (
    <img
      {...rest}
      src={src}
      srcSet={usingFallback ? undefined : source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-photo-source={usingFallback ? 'direct' : source.fallback ? 'proxy' : 'own'}
      onError={() => {
        if (!usingFallback && source.fallback) setFailedUrl(url);
      }}
    />
  );
}
