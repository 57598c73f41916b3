// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { sectionBadges, waitingTotal } from './adminSections';

const counts = { newLeads: 4, unacknowledged: 2, urgent: 1, toCheck: 3, latePayouts: 1 };

describe('the admin bar’s badges', () => {
  it('give Maintenance its urgent, new and to-check counts, Money its late payouts', () => {
    expect(sectionBadges(paths.adminLeads, counts)).toEqual([{ text: '4 new', alarm: false }]);
    expect(sectionBadges(paths.adminMaintenance, counts)).toEqual([
      { text: '1 urgent', alarm: true },
      { text: '2 new', alarm: false },
      { text: '3 to check', alarm: false },
    ]);
    expect(sectionBadges(paths.adminMoney, counts)).toEqual([
      { text: '1 payout late', alarm: true },
    ]);
    expect(sectionBadges(paths.adminMoney, { ...counts, latePayouts: 2 })).toEqual([
      { text: '2 payouts late', alarm: true },
    ]);
    expect(sectionBadges(paths.adminHomes, counts)).toEqual([]);
  });

  it('show nothing for a zero or before the counts arrive', () => {
    const none = { newLeads: 0, unacknowledged: 0, urgent: 0, toCheck: 0, latePayouts: 0 };
    expect(sectionBadges(paths.adminMaintenance, none)).toEqual([]);
    expect(sectionBadges(paths.adminLeads, undefined)).toEqual([]);
    expect(waitingTotal(undefined)).toBe(0);
  });

  it("total what waits for someone on the phone's menu, urgent apart", () => {
    expect(waitingTotal(counts)).toBe(4 + 2 + 3 + 1);
  });
});
