// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmOutcomes, unsubscribeOutcomes } from '@contract/listing-alerts-outcomes.ts';
import { newAlertToken } from '@contract/alert-tokens.ts';
import { isWellFormed, outcomeMessage, parseAlertLink } from './alertLinks';

describe('alert links', () => {
  it('reads the action and token of a link', () => {
    expect(parseAlertLink(new URLSearchParams('confirm=abc'))).toEqual({
      action: 'confirm',
      token: 'abc',
    });
    expect(parseAlertLink(new URLSearchParams('unsubscribe=xyz'))).toEqual({
      action: 'unsubscribe',
      token: 'xyz',
    });
    expect(parseAlertLink(new URLSearchParams(''))).toBeNull();
  });

  it('only our token shape goes to the server', () => {
    expect(isWellFormed({ action: 'confirm', token: newAlertToken() })).toBe(true);
    expect(isWellFormed({ action: 'confirm', token: 'abc' })).toBe(false);
  });

  it('every answer has words; a confirm of an unsubscribed alert says it cannot come back', () => {
    for (const o of confirmOutcomes) expect(outcomeMessage('confirm', o).title).not.toBe('');
    for (const o of unsubscribeOutcomes)
      expect(outcomeMessage('unsubscribe', o).title).not.toBe('');
    expect(outcomeMessage('confirm', 'unsubscribed').title).toBe('This alert was unsubscribed');
    expect(outcomeMessage('unsubscribe', 'unsubscribed').title).toBe('You are unsubscribed');
  });
});
