/**
 * A request's photos from the tenant's phone: picking (each checked, at most 10 in all), then,
 * once the request exists, each resized and stored in turn with its own progress and a retry.
 */
import { Camera, RotateCw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MAINTENANCE_PHOTO_MAX } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { UnreadablePhotoError } from '@/lib/photoResize';
import { PhotoTooLargeError, preparePhoto, storePhoto, type PreparedPhoto } from '../api/portal';
import { useMaintenanceText, type MaintenanceText } from './copy';

export interface PickedPhoto {
  /** Also the stored photo's id: a retry stores the same photo, never a second one. */
  id: string;
  file: File;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The camera's photos for a request: `room` more may be added. Refused files are named with the
 * reason; the accepted ones are listed with a remove button.
 */
export function PhotoPicker({
  photos,
  onChange,
  room = MAINTENANCE_PHOTO_MAX,
  disabled = false,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  room?: number;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const left = room - photos.length;
  const { t: all, l } = useMaintenanceText();
  const t = all.photos;

  const pick = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const problems: string[] = [];
    const accepted: PickedPhoto[] = [];
    for (const file of chosen) {
      const problem = l.photoProblem(file);
      if (problem) problems.push(`“${file.name}”: ${problem}`);
      else if (accepted.length >= left) problems.push(t.tooMany(file.name, MAINTENANCE_PHOTO_MAX));
      else accepted.push({ id: crypto.randomUUID(), file });
    }
    setRefusals(problems);
    if (accepted.length > 0) onChange([...photos, ...accepted]);
    // The same file may be picked again after a removal.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {t.label(room)}
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t.hint}
      </p>
      {/* Not displayed: a native file input says "No file chosen" beside photos chosen (its
          value is cleared so a removed photo can be picked again). The button opens it; the
          count below is announced as it changes. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="hidden"
        aria-label={t.label(room)}
        disabled={disabled || left <= 0}
        onChange={(event) => pick(event.target.files)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={disabled || left <= 0}
          aria-describedby={`${id}-label ${id}-hint ${id}-count ${id}-refusals`}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden="true" />
          {photos.length > 0 ? t.chooseMore : t.choose}
        </Button>
        <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
          {t.chosen(photos.length)}
        </p>
      </div>
      <div id={`${id}-refusals`} role="alert" className="empty:hidden">
        {refusals.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm text-destructive">
            {refusals.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <ul aria-label={t.toSend} className="flex flex-col gap-1">
          {photos.map((photo) => (
            <li
              key={photo.id}
              className="flex min-h-11 items-center justify-between gap-2 rounded-md bg-muted px-3"
            >
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <Camera aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{photo.file.name}</span>
                <span className="shrink-0 text-muted-foreground">{sizeText(photo.file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-11"
                disabled={disabled}
                aria-label={t.remove(photo.file.name)}
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Stage = 'waiting' | 'resizing' | 'uploading' | 'done' | 'failed';

interface UploadItem extends PickedPhoto {
  stage: Stage;
  error: string | null;
}

function failure(error: unknown, t: MaintenanceText['photos']): string {
  if (error instanceof UnreadablePhotoError) return t.unreadable;
  if (error instanceof PhotoTooLargeError) return t.tooLarge;
  return t.notSent;
}

/**
 * Resizes and stores photos on a filed request, each with its stage; a failed one keeps its
 * resized copy for the retry.
 */
export function usePhotoUploads(requestId: string | null, onAllDone?: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const prepared = useRef(new Map<string, PreparedPhoto>());
  const t = useMaintenanceText().t.photos;

  const set = (id: string, stage: Stage, error: string | null = null) =>
    setItems((current) => current.map((it) => (it.id === id ? { ...it, stage, error } : it)));

  /** The resized copy (made once, kept for a retry), or the reason it could not be made. */
  const prepare = async (photo: PickedPhoto): Promise<PreparedPhoto | { failed: string }> => {
    const ready = prepared.current.get(photo.id);
    if (ready) return ready;
    set(photo.id, 'resizing');
    try {
      const made = await preparePhoto(photo.id, photo.file);
      prepared.current.set(photo.id, made);
      return made;
    } catch (error) {
      return { failed: failure(error, t) };
    }
  };

  // One upload at a time, and the next photo resized meanwhile: the phone's CPU and its upload
  // work side by side, with at most two photos decoded at once.
  const runAll = async (target: string, photos: PickedPhoto[]) => {
    let allDone = true;
    let next = photos[0] ? prepare(photos[0]) : null;
    for (const [i, photo] of photos.entries()) {
      const ready = await next!;
      next = photos[i + 1] ? prepare(photos[i + 1]!) : null;
      if ('failed' in ready) {
        set(photo.id, 'failed', ready.failed);
        allDone = false;
        continue;
      }
      try {
        set(photo.id, 'uploading');
        await storePhoto(target, ready);
        set(photo.id, 'done');
      } catch (error) {
        set(photo.id, 'failed', failure(error, t));
        allDone = false;
      }
    }
    if (allDone) onAllDone?.();
  };

  return {
    items,
    /** Stores `photos` on request `target` (the request id, known once filed). */
    start: (target: string, photos: PickedPhoto[]) => {
      setItems(photos.map((p) => ({ ...p, stage: 'waiting' as const, error: null })));
      return runAll(target, photos);
    },
    retry: (photo: PickedPhoto) => (requestId ? runAll(requestId, [photo]) : Promise.resolve()),
    retryFailed: () =>
      requestId
        ? runAll(
            requestId,
            items.filter((it) => it.stage === 'failed'),
          )
        : Promise.resolve(),
  };
}

/** The photos being stored: each one's stage, and a retry for those that failed. */
export function PhotoProgress({
  uploads,
}: {
  uploads: Pick<ReturnType<typeof usePhotoUploads>, 'items' | 'retry' | 'retryFailed'>;
}) {
  const { items, retry, retryFailed } = uploads;
  const t = useMaintenanceText().t.photos;
  if (items.length === 0) return null;
  const done = items.filter((it) => it.stage === 'done').length;
  const failed = items.filter((it) => it.stage === 'failed').length;
  const busy = items.some((it) => it.stage === 'resizing' || it.stage === 'uploading');
  const stageText = {
    waiting: t.waiting,
    resizing: t.resizing,
    uploading: t.uploading,
    done: t.done,
  };
  return (
    <section aria-label={t.uploads} className="flex flex-col gap-2">
      <p role="status" className="text-sm font-medium">
        {done === items.length
          ? t.allSent(items.length)
          : t.someSent(done, items.length, busy ? 0 : failed)}
      </p>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-1 text-sm"
          >
            <span className="min-w-0 truncate">{item.file.name}</span>
            {item.stage === 'failed' ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-destructive">{item.error}</span>
                <Button
                  variant="outline"
                  className="min-h-11"
                  disabled={busy}
                  aria-label={t.retryNamed(item.file.name)}
                  onClick={() => void retry(item)}
                >
                  <RotateCw aria-hidden="true" />
                  {t.retry}
                </Button>
              </span>
            ) : (
              <span className={item.stage === 'done' ? 'font-medium' : 'text-muted-foreground'}>
                {stageText[item.stage]}
              </span>
            )}
          </li>
        ))}
      </ul>
      {failed > 1 && !busy ? (
        <Button
          variant="outline"
          className="min-h-11 self-start"
          onClick={() => void retryFailed()}
        >
          {t.retryAll(failed)}
        </Button>
      ) : null}
    </section>
  );
}
