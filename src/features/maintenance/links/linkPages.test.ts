// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completionProblems, outcomeMessage, readLinkToken, visitWindow } from './linkPages';

const TOKEN = 'mT0k3n-Abcdefghijklmnop_0123456789';

describe('readLinkToken', () => {
  it('reads the #t= fragment as linkPageUrl writes it', () => {
    expect(readLinkToken(`#t=${encodeURIComponent(TOKEN)}`)).toBe(TOKEN);
  });

  it.each([[''], ['#'], ['#t='], ['#x=abc'], ['#t=short'], [`#t=${TOKEN} with spaces`]])(
    'answers null for %j (the page says it does not recognise the link)',
    (hash) => {
      expect(readLinkToken(hash)).toBeNull();
    },
  );
});

describe('visitWindow', () => {
  it('says the window in office time, whatever the phone’s zone', () => {
    // 17:00Z on 1 December is 9 AM in Los Angeles (PST).
    expect(visitWindow({ start: '2026-12-01T17:00:00Z', end: '2026-12-01T19:00:00Z' })).toMatch(
      /^Tuesday, December 1, 2026, 9:00\sAM to 11:00\sAM \(Pacific time\)$/,
    );
  });
});

describe('completionProblems', () => {
  it('takes the cost in dollars by the contract’s money rule', () => {
    expect(completionProblems({ note: '', cost: '250.50', photoCount: 0 })).toEqual({});
    expect(completionProblems({ note: '', cost: '$1,250', photoCount: 10 })).toEqual({});
    for (const cost of ['', 'abc', '-5', '12.345', '100001']) {
      expect(completionProblems({ note: '', cost, photoCount: 0 }).cost, cost).toMatch(/cost/i);
    }
  });

  it('refuses an overlong note and an eleventh photo', () => {
    const problems = completionProblems({ note: 'x'.repeat(4001), cost: '10', photoCount: 11 });
    expect(problems.note).toMatch(/at most 4000/);
    expect(problems.photos).toMatch(/at most 10/);
  });
});

describe('outcomeMessage', () => {
  it('says plainly that a used link has been used, and what to do', () => {
    expect(outcomeMessage('vendor', 'used').title).toBe('This link has already been used');
    expect(outcomeMessage('approval', 'expired').text).toMatch(/7 days/);
    expect(outcomeMessage('vendor', 'expired').text).toMatch(/30 days/);
    expect(outcomeMessage('vendor', 'unknown').text).toMatch(/call the office/);
  });
});
