// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maintenanceEventSchema } from '@contract/maintenance.ts';
import { acceptsTenantAdds, actorText, ageText, eventText, visitText } from './format';

/** A row as the database answers it, decoded by the contract as the screens' reads do. */
const event = (
  kind: string,
  body: string | null,
  details: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) =>
  maintenanceEventSchema.parse({
    id: 'e',
    created_at: '2026-11-20T18:00:00Z',
    kind,
    audience: 'everyone',
    actor_kind: 'staff',
    actor_user_id: null,
    from_status: null,
    to_status: null,
    body,
    details,
    ...extra,
  });

describe('maintenance wording', () => {
  it('says a request’s age in its largest whole unit', () => {
    const now = new Date('2026-11-22T18:00:00Z');
    expect(ageText('2026-11-22T17:59:30Z', now)).toBe('just now');
    expect(ageText('2026-11-22T17:59:00Z', now)).toBe('1 minute ago');
    expect(ageText('2026-11-22T15:00:00Z', now)).toBe('3 hours ago');
    expect(ageText('2026-11-20T17:00:00Z', now)).toBe('2 days ago');
  });

  it('writes a visit window in office time', () => {
    expect(visitText('2026-12-01T17:00:00Z', '2026-12-01T19:00:00Z')).toBe(
      'Tuesday, December 1, 2026, 9:00 AM to 11:00 AM',
    );
  });

  it('reads the history’s events as people say them, money from cents', () => {
    expect(eventText(event('estimate', null, { cents: 90000 })).title).toBe('Estimate: $900.00');
    expect(eventText(event('status', 'No access', {}, { to_status: 'declined' }))).toEqual({
      title: 'Declined',
      detail: 'Reason: No access',
    });
    expect(eventText(event('approval', 'Get a second quote', { decision: 'declined' }))).toEqual({
      title: 'Repair declined',
      detail: 'Note: Get a second quote',
    });
    expect(eventText(event('emergency_proceeded', null, { cents: 120000 })).detail).toContain(
      '$1,200.00',
    );
  });

  it('decodes each kind’s details by the contract: a wrong shape is refused, not guessed', () => {
    expect(() => event('estimate', '90000')).toThrow();
    expect(() => event('approval', null, { decision: 'maybe' })).toThrow();
    expect(() => event('message', 'hi', { cents: 1 })).toThrow();
  });

  it('names who acted, and the reader as “You”', () => {
    expect(actorText(event('status', null), 'u1')).toBe('Office');
    expect(
      actorText(event('message', 'hi', {}, { actor_kind: 'tenant', actor_user_id: 'u1' }), 'u1'),
    ).toBe('You');
  });

  it('words the stored visit and notice of entry in the reader’s language', () => {
    const visit = { ends_at: '2026-12-01T11:00:00-08:00', starts_at: '2026-12-01T09:00:00-08:00' };
    expect(eventText(event('scheduled', null, visit), 'es').detail).toBe(
      'martes, 1 de diciembre de 2026, de 9:00 a.m. a 11:00 a.m. (hora del Pacífico)',
    );
    expect(eventText(event('scheduled', null, visit)).detail).toBe(
      'Tuesday, December 1, 2026, 9:00 AM to 11:00 AM (Pacific time)',
    );
    const notice = {
      starts_at: '2026-12-01T17:00:00+00:00',
      ends_at: '2026-12-01T19:00:00+00:00',
      address: '1520 N Garey Ave, Unit A, Pomona, CA 91767',
      category: 'plumbing',
      location: 'Cocina',
    };
    const es = eventText(event('entry_notice', null, notice), 'es');
    expect(es.title).toBe('Aviso de entrada (Código Civil de California, sección 1954)');
    expect(es.detail).toContain('Para: los inquilinos de 1520 N Garey Ave, Unit A');
    expect(es.detail).toContain('reparación de plomería (Cocina)');
    expect(es.detail).not.toMatch(/\b(Tuesday|December|AM|Civil Code|NOTICE)\b/);
    // A notice written before as English text is shown as written.
    expect(eventText(event('entry_notice', 'NOTICE OF INTENT'), 'es').detail).toBe(
      'NOTICE OF INTENT',
    );
  });

  it('the owner’s answer sends the request back to the office: no “Acknowledged · Owner”', () => {
    const back = event(
      'status',
      null,
      {},
      {
        actor_kind: 'owner',
        from_status: 'awaiting_owner_approval',
        to_status: 'acknowledged',
      },
    );
    expect(eventText(back).title).toBe('Back with the office after the owner’s answer');
    expect(actorText(back, 'u1')).toBe('');
    expect(
      eventText(event('status', null, {}, { from_status: 'submitted', to_status: 'acknowledged' }))
        .title,
    ).toBe('Acknowledged');
  });

  it('lets the tenant add to a request until it is closed, cancelled or declined', () => {
    expect(acceptsTenantAdds('completed')).toBe(true);
    expect(acceptsTenantAdds('closed')).toBe(false);
    expect(acceptsTenantAdds('declined')).toBe(false);
  });
});
