import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import {
  checkPhotoFile,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  moveAnnouncement,
  movePhoto,
  photoMessages,
  splitByRoom,
} from '@/lib/listingPhotos';
import { UnreadablePhotoError } from '@/lib/photoResize';
import { isImageUrl } from '../../propertySchema';

type Item =
  | { key: string; status: 'ready'; url: string; name: string }
  | { key: string; status: 'working'; name: string; file: File; progress: string }
  | { key: string; status: 'failed'; name: string; file: File; error: string };

export type UploadPhoto = (
  file: File,
  onProgress: (done: number, total: number) => void,
) => Promise<string>;

export interface PhotoFieldProps {
  /** The listing's photo URLs as stored (first = cover). */
  initialUrls: readonly string[];
  upload: UploadPhoto;
  /** The photos that are ready, in order: what the listing will be saved with. */
  onChange: (urls: string[]) => void;
  /** How many photos are still uploading or failed (saving waits for none). */
  onPendingChange: (pending: number) => void;
  /** A stored photo was taken out of the listing (its copies are deleted on save). */
  onRemoveStored: (url: string) => void;
  error?: string | undefined;
}

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;
const nameOf = (url: string) => url.split(/[/?#]/).filter(Boolean).at(-1) ?? url;

/**
 * The listing's photos: add from the device (file picker or camera, several at once, or dropped
 * on a desktop) or by pasting an address; see each upload's progress, retry a failed one, reorder
 * by drag or with the move buttons (announced for screen readers), remove.
 */
export function PhotoField({
  initialUrls,
  upload,
  onChange,
  onPendingChange,
  onRemoveStored,
  error,
}: PhotoFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>(() =>
    initialUrls.map((url) => ({ key: nextKey(), status: 'ready', url, name: nameOf(url) })),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);

  useEffect(() => {
    onChange(items.flatMap((item) => (item.status === 'ready' ? [item.url] : [])));
    onPendingChange(items.filter((item) => item.status !== 'ready').length);
  }, [items, onChange, onPendingChange]);

  const update = (key: string, next: (item: Item) => Item) =>
    setItems((list) => list.map((item) => (item.key === key ? next(item) : item)));

  const start = (key: string, file: File) => {
    update(key, () => ({ key, status: 'working', name: file.name, file, progress: 'Preparing' }));
    upload(file, (done, total) =>
      update(key, (item) =>
        item.status === 'working' ? { ...item, progress: `Uploading ${done} of ${total}` } : item,
      ),
    ).then(
      (url) => {
        update(key, () => ({ key, status: 'ready', url, name: file.name }));
        setAnnouncement(`${file.name} uploaded.`);
      },
      (reason: unknown) => {
        const message =
          reason instanceof UnreadablePhotoError
            ? photoMessages.unreadable(file.name)
            : photoMessages.uploadFailed(file.name);
        update(key, () => ({ key, status: 'failed', name: file.name, file, error: message }));
        setAnnouncement(message);
      },
    );
  };

  const addFiles = (files: readonly File[]) => {
    const refused: string[] = [];
    const usable = files.filter((file) => {
      const problem = checkPhotoFile(file);
      if (problem) refused.push(problem.message);
      return !problem;
    });
    const { accepted, refused: extra } = splitByRoom(items.length, usable);
    if (extra.length > 0) refused.push(photoMessages.tooMany(extra.length));
    setProblems(refused);
    const added = accepted.map((file) => ({ key: nextKey(), file }));
    setItems((list) => [
      ...list,
      ...added.map(({ key, file }): Item => ({
        key,
        status: 'working',
        name: file.name,
        file,
        progress: 'Preparing',
      })),
    ]);
    for (const { key, file } of added) start(key, file);
  };

  const addUrl = () => {
    const url = urlText.trim();
    if (!isImageUrl(url)) return setUrlError(photoMessages.badUrl);
    if (items.length >= MAX_PHOTOS) return setUrlError(photoMessages.tooMany(1));
    setItems((list) => [...list, { key: nextKey(), status: 'ready', url, name: nameOf(url) }]);
    setUrlText('');
    setUrlError(null);
  };

  const move = (index: number, delta: number) => {
    const next = movePhoto(items, index, delta);
    const moved = items[index];
    if (!moved || next === items) return;
    setItems(next);
    const position = next.indexOf(moved) + 1;
    setAnnouncement(moveAnnouncement(`Photo ${index + 1}`, position, next.length));
  };

  const remove = (item: Item) => {
    setItems((list) => list.filter((other) => other.key !== item.key));
    if (item.status === 'ready') onRemoveStored(item.url);
    setAnnouncement(`${item.name} removed.`);
  };

  const dropOn = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (dragging === null) return;
    const from = items.findIndex((item) => item.key === dragging);
    const to = items.findIndex((item) => item.key === target);
    setDragging(null);
    if (from !== -1 && to !== -1) move(from, to - from);
  };

  return (
    <fieldset className="min-w-0 flex flex-col gap-3" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium">Photos</legend>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        JPEG, PNG or WebP, up to {MAX_PHOTO_BYTES / 1024 / 1024} MB each, at most {MAX_PHOTOS}. The
        first photo is the cover. Photos are resized on this device and their location data is
        removed.
      </p>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          if (dragging !== null) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => {
          setDropActive(false);
          if (dragging !== null) return;
          event.preventDefault();
          addFiles([...event.dataTransfer.files]);
        }}
        className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm ${dropActive ? 'border-primary bg-primary/5' : 'border-border'}`}
      >
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          accept="image/*"
          multiple
          // Not displayed: the visible "Add photos" button opens it (and the tap-target rule holds).
          className="hidden"
          aria-label="Add photos from this device"
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() => inputRef.current?.click()}
        >
          Add photos
        </Button>
        <span className="text-muted-foreground">or drop them here</span>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-url`} className="text-sm font-medium">
          Or add a photo by its web link
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={urlText}
            placeholder="https://"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : undefined}
            onChange={(event) => setUrlText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addUrl();
              }
            }}
          />
          <Button type="button" variant="outline" className="min-h-11" onClick={addUrl}>
            Add
          </Button>
        </div>
        {urlError ? (
          <p id={`${id}-url-error`} className="text-sm text-destructive">
            {urlError}
          </p>
        ) : null}
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 ? (
        <ol
          aria-label="Listing photos, in order"
          className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2"
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              draggable={item.status === 'ready'}
              onDragStart={() => setDragging(item.key)}
              onDragOver={(event) => dragging !== null && event.preventDefault()}
              onDrop={(event) => dropOn(event, item.key)}
              className="flex min-w-0 flex-wrap items-center gap-3 rounded-md border border-border p-2"
            >
              <div className="size-16 shrink-0 overflow-hidden rounded bg-muted">
                {item.status === 'ready' ? (
                  <img
                    src={item.url}
                    alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                    width={64}
                    height={64}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0 flex-1 basis-32 text-sm">
                <p className="truncate font-medium" title={item.name}>
                  {index + 1}. {item.name}
                  {index === 0 ? ' (cover)' : ''}
                </p>
                {item.status === 'working' ? (
                  <p className="text-muted-foreground">{item.progress}...</p>
                ) : null}
                {item.status === 'failed' ? <p className="text-destructive">{item.error}</p> : null}
              </div>
              <div className="ml-auto flex shrink-0 flex-wrap justify-end gap-1">
                {item.status === 'failed' ? (
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11"
                    onClick={() => start(item.key, item.file)}
                  >
                    Retry
                  </Button>
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-11 min-w-11"
                  aria-label={`Move photo ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-11 min-w-11"
                  aria-label={`Move photo ${index + 1} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-11"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove(item)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
