/**
 * One request, for its tenant and its home's owner: status and history, the scheduled visit, the
 * photos (signed URLs), the thread with the office (tenant), and the costs and approval (owner).
 * What each may read is the database's rule; this screen only lays it out.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  MAINTENANCE_PHOTO_MAX,
  maintenanceMessageSchema,
  textLimits,
} from '@contract/maintenance.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { MessageError, type PortalRequest } from '../api/portal';
import { maintenanceQueries, usePostMessage, useRefreshMaintenance } from '../api/portalQueries';
import { usePortalFormat } from '@/features/portal/locale';
import { Empty, LoadError, Loading } from '@/features/portal/components/Status';
import { type MaintenanceText, useMaintenanceText } from './copy';
import {
  acceptsTenantAdds,
  actorText,
  ageText,
  availabilityLine,
  eventText,
  isOpen,
  visitText,
} from './format';
import { OwnerApproval } from './OwnerApproval';
import { PhotoPicker, PhotoProgress, usePhotoUploads, type PickedPhoto } from './Photos';

export function RequestScreen({ userId, requestId }: { userId: string; requestId: string }) {
  const detail = useQuery(maintenanceQueries.detail(userId, requestId));
  const t = useMaintenanceText().t.screen;
  if (detail.isPending) return <Loading>{t.loading}</Loading>;
  if (detail.isError) return <LoadError title={t.failed} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Empty title={t.notFoundTitle}>{t.notFound}</Empty>;
  return <RequestView detail={detail.data} userId={userId} />;
}

function RequestView({ detail, userId }: { detail: PortalRequest; userId: string }) {
  const { request, home, events, photos, asTenant, asOwner } = detail;
  const { t: all, l, locale } = useMaintenanceText();
  const t = all.screen;
  const f = usePortalFormat();
  const open = isOpen(request.status);
  // The tenant may still write and add photos on a completed job (the policies' rule).
  const tenantMayAdd = asTenant && acceptsTenantAdds(request.status);
  const history = events.filter((e) => e.kind !== 'message');
  const messages = events.filter((e) => e.kind === 'message');
  const tenantPhotos = photos.filter((p) => p.addedBy === 'tenant').length;
  const facts: Array<[string, string]> = [
    [t.where, request.location],
    ...(asTenant
      ? ([
          [t.mayEnter, l.entry[request.entry_permission]],
          [t.pets, request.pets || t.noneGiven],
          [t.availability, availabilityLine(request, locale)],
          [t.goodTimes, request.good_times || t.noneGiven],
          [t.vendorMayContact, request.share_contact ? t.yes : t.no],
        ] as Array<[string, string]>)
      : []),
  ];

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="request-summary"
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 shadow-sm"
      >
        <h2 id="request-summary" className="text-xl font-bold break-words">
          {l.categories[request.category]}: {request.location}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={open ? 'secondary' : 'outline'}>{l.statuses[request.status]}</Badge>
          {request.urgent ? <Badge variant="destructive">{t.urgent}</Badge> : null}
          <span className="text-muted-foreground">
            {t.filed(
              f.dateTime(request.created_at),
              ageText(request.created_at, undefined, locale),
            )}
          </span>
        </p>
        {home ? (
          <p className="text-sm text-muted-foreground">
            {home.street}, {home.city}
          </p>
        ) : null}
        {request.emergency ? (
          <p className="text-sm font-medium">{t.reportedAs(l.emergencies[request.emergency])}</p>
        ) : null}
        <p className="break-words whitespace-pre-line">{request.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {request.status === 'declined' && request.decline_reason ? (
          <p className="text-sm">{t.declined(request.decline_reason)}</p>
        ) : null}
        {request.completion_note ? (
          <p className="text-sm">{t.vendorNote(request.completion_note)}</p>
        ) : null}
      </section>

      <section aria-labelledby="request-visit" className="rounded-xl border border-border p-5">
        <h2 id="request-visit" className="text-lg font-semibold">
          {t.visit}
        </h2>
        {request.visit_starts_at && request.visit_ends_at ? (
          <>
            <p className="mt-1 font-medium">
              {t.pacific(visitText(request.visit_starts_at, request.visit_ends_at, locale))}
            </p>
            <p className="text-sm text-muted-foreground">
              {request.vendor_confirmed_at ? t.vendorConfirmed : t.waitingVendor}
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">{t.noVisit}</p>
        )}
      </section>

      {asOwner && detail.owner ? (
        <OwnerApproval request={{ ...request, ...detail.owner }} userId={userId} />
      ) : null}

      <section
        aria-labelledby="request-photos"
        className="flex flex-col gap-3 rounded-xl border border-border p-5"
      >
        <h2 id="request-photos" className="text-lg font-semibold">
          {t.photos}
        </h2>
        {photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noPhotos}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {photos.map((photo, i) => {
              const alt = t.photoAlt(i + 1, photos.length, photo.addedBy);
              return (
                <li key={photo.id}>
                  {photo.url ? (
                    <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={photo.url}
                        alt={alt}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        className="aspect-square w-full rounded-md object-cover"
                      />
                    </a>
                  ) : (
                    <p className="flex aspect-square items-center justify-center rounded-md bg-muted p-2 text-center text-sm text-muted-foreground">
                      {t.notUploaded(alt)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {tenantMayAdd && tenantPhotos < MAINTENANCE_PHOTO_MAX ? (
          <AddPhotos
            userId={userId}
            requestId={request.id}
            room={MAINTENANCE_PHOTO_MAX - tenantPhotos}
          />
        ) : null}
      </section>

      {asTenant ? (
        <Thread userId={userId} requestId={request.id} messages={messages} open={tenantMayAdd} />
      ) : null}

      <section aria-labelledby="request-history" className="rounded-xl border border-border p-5">
        <h2 id="request-history" className="text-lg font-semibold">
          {t.history}
        </h2>
        <ol className="mt-2 flex flex-col gap-3">
          {history.map((event) => {
            const { title, detail: more } = eventText(event, locale);
            const who = actorText(event, userId, locale);
            return (
              <li key={event.id} className="border-l-2 border-border pl-3">
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">
                  {f.dateTime(event.created_at)}
                  {who ? ` · ${who}` : ''}
                </p>
                {more ? <p className="text-sm break-words whitespace-pre-line">{more}</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** The tenant adds photos to an open request (up to the limit, with the form's pipeline). */
function AddPhotos({
  userId,
  requestId,
  room,
}: {
  userId: string;
  requestId: string;
  room: number;
}) {
  const refresh = useRefreshMaintenance(userId);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const uploads = usePhotoUploads(requestId, () => {
    setPhotos([]);
    void refresh();
  });
  const busy = uploads.items.some((it) => it.stage === 'resizing' || it.stage === 'uploading');
  const t = useMaintenanceText().t.screen;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <PhotoPicker photos={photos} onChange={setPhotos} room={room} disabled={busy} />
      {photos.length > 0 ? (
        <Button
          className="min-h-11 self-start"
          disabled={busy}
          onClick={() => void uploads.start(requestId, photos)}
        >
          {t.sendPhotos(photos.length)}
        </Button>
      ) : null}
      <PhotoProgress uploads={uploads} />
    </div>
  );
}

/** What went wrong with a message, in the portal's language. */
function messageProblem(error: Error, t: MaintenanceText['screen']): string {
  if (error instanceof MessageError && error.reason === 'rate_request') return t.messageRateRequest;
  if (error instanceof MessageError && error.reason === 'rate_account') return t.messageRateAccount;
  return t.messageFailed;
}

function Thread({
  userId,
  requestId,
  messages,
  open,
}: {
  userId: string;
  requestId: string;
  messages: PortalRequest['events'];
  open: boolean;
}) {
  const post = usePostMessage(userId, requestId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t: all, l, locale } = useMaintenanceText();
  const t = all.screen;
  const f = usePortalFormat();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceMessageSchema.safeParse({ body });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(!issue ? t.writeMessage : l.issue('body', issue));
      return;
    }
    setError(null);
    post.mutate(parsed.data.body, { onSuccess: () => setBody('') });
  };

  return (
    <section
      aria-labelledby="request-thread"
      className="flex flex-col gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="request-thread" className="text-lg font-semibold">
        {t.thread}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noMessages}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {messages.map((m) => {
            const mine = m.actor_user_id === userId;
            return (
              <li
                key={m.id}
                className={`max-w-[85%] rounded-lg p-3 ${mine ? 'self-end bg-secondary text-secondary-foreground' : 'self-start bg-muted'}`}
              >
                <p className="text-xs font-semibold">
                  {actorText(m, userId, locale)} · {f.dateTime(m.created_at)}
                </p>
                <p className="break-words whitespace-pre-line">{m.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      {open ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-2">
          <FormField
            label={t.yourMessage}
            id="thread-message"
            error={error ?? (post.isError ? messageProblem(post.error, t) : undefined)}
          >
            <Textarea
              value={body}
              rows={3}
              maxLength={textLimits.message}
              onChange={(e) => setBody(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="min-h-11 self-start" disabled={post.isPending}>
            {post.isPending ? t.sending : t.sendMessage}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t.closed}</p>
      )}
    </section>
  );
}
