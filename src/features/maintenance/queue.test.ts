// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maintenanceStatuses } from '@contract/maintenance.ts';
import { awaitingCheck, filtersFromSearch, queueReads } from './queue';

describe('the queue’s views', () => {
  it('keeps a job marked done in the default view until it is closed', () => {
    const { active, finished } = queueReads('open');
    expect(active).toEqual([
      'submitted',
      'acknowledged',
      'awaiting_owner_approval',
      'scheduled',
      'in_progress',
      'completed',
    ]);
    expect(finished).toEqual([]);
    expect(awaitingCheck('completed')).toBe(true);
    expect(awaitingCheck('closed')).toBe(false);
  });

  it('reads every status once with All: the work first, then the finished ones', () => {
    const { active, finished } = queueReads('all');
    expect(finished).toEqual(['closed', 'cancelled', 'declined']);
    expect([...active, ...finished].sort()).toEqual([...maintenanceStatuses].sort());
  });

  it('reads one status where it belongs', () => {
    expect(queueReads('completed')).toEqual({ active: ['completed'], finished: [] });
    expect(queueReads('closed')).toEqual({ active: [], finished: ['closed'] });
    expect(queueReads('submitted')).toEqual({ active: ['submitted'], finished: [] });
  });

  it('opens on the default view when the URL names no status or an unknown one', () => {
    expect(filtersFromSearch(new URLSearchParams('')).status).toBe('open');
    expect(filtersFromSearch(new URLSearchParams('status=bogus')).status).toBe('open');
  });
});
