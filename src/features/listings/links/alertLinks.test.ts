// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmOutcomes, unsubscribeOutcomes } from '@contract/listing-alerts-outcomes.ts';
import { newAlertToken } from '@contract/alert-tokens.ts';
import { alertsContent as en } from '@/content/alerts';
import { alertsContent as es } from '@/content/es/alerts';
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
    for (const o of confirmOutcomes) expect(outcomeMessage('confirm', o, en).title).not.toBe('');
    for (const o of unsubscribeOutcomes)
      expect(outcomeMessage('unsubscribe', o, en).title).not.toBe('');
    expect(outcomeMessage('confirm', 'unsubscribed', en).title).toBe('This alert was unsubscribed');
    expect(outcomeMessage('unsubscribe', 'unsubscribed', en).title).toBe('You are unsubscribed');
    expect(outcomeMessage('confirm', 'unsubscribed', es).title).toBe('Esta alerta fue cancelada');
    expect(outcomeMessage('unsubscribe', 'unsubscribed', es).title).toBe(
      'Su alerta quedó cancelada',
    );
  });
});
