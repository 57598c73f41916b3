import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageLines, isImageUrl } from './propertySchema';

function Thumbnail({ url, index }: { url: string; index: number }) {
  const [broken, setBroken] = useState(false);
  const valid = isImageUrl(url);
  return (
    <li className="flex flex-col gap-1">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
        {valid && !broken ? (
          <img
            src={url}
            alt={`Image ${index + 1} preview`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <ImageOff aria-hidden="true" className="size-6 text-muted-foreground" />
        )}
      </div>
      <span
        className={`text-xs ${valid ? 'text-muted-foreground' : 'font-medium text-destructive'}`}
      >
        {index + 1}. {!valid ? 'Not an http(s) URL' : broken ? 'Could not load' : 'OK'}
      </span>
    </li>
  );
}

/** Thumbnails of the image URLs as they are typed (one per line). */
export function ImagePreviews({ text }: { text: string }) {
  const urls = imageLines(text);
  if (urls.length === 0) return null;
  return (
    <ul aria-label="Image previews" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
      {urls.map((url, i) => (
        <Thumbnail key={`${i}-${url}`} url={url} index={i} />
      ))}
    </ul>
  );
}
