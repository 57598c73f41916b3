import { afterEach, describe, expect, it } from 'vitest';
import {
  challengeMessages,
  challengeToken,
  TURNSTILE_SCRIPT,
  type TurnstileApi,
} from './challenge';

/** Cloudflare's widget as the page sees it: render() answers through the callbacks. */
function stubTurnstile(outcome: 'token' | 'error'): { rendered: HTMLElement[]; removed: string[] } {
  const rendered: HTMLElement[] = [];
  const removed: string[] = [];
  const api: TurnstileApi = {
    render(container, options) {
      rendered.push(container);
      queueMicrotask(() =>
        outcome === 'token' ? options.callback('token-123') : options['error-callback'](),
      );
      return `widget-${rendered.length}`;
    },
    remove: (id) => removed.push(id),
  };
  window.turnstile = api;
  return { rendered, removed };
}

afterEach(() => {
  delete window.turnstile;
  document.body.innerHTML = '';
});

describe('the human check in the browser', () => {
  it('is off without a site key: no token, and Cloudflare is never contacted', async () => {
    expect(await challengeToken(undefined)).toBeUndefined();
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull();
  });

  it('renders the widget inside the form being sent and hands back its token', async () => {
    document.body.innerHTML = '<form><input id="email" /></form>';
    document.getElementById('email')!.focus();
    const widget = stubTurnstile('token');
    expect(await challengeToken('site-key')).toBe('token-123');
    expect(widget.rendered[0]!.parentElement).toBeNull(); // removed again once done
    expect(widget.removed).toEqual(['widget-1']);
  });

  it('fails with a message the form can show when the check cannot complete', async () => {
    stubTurnstile('error');
    await expect(challengeToken('site-key')).rejects.toThrow(challengeMessages.failed);
  });
});
