import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkToken, withoutToken, type LinkTokenSpec } from './linkToken';

const booking: LinkTokenSpec = { key: 'test-booking', in: 'search', params: ['token'] };
const workOrder: LinkTokenSpec = { key: 'test-work-order', in: 'hash', params: ['t'] };

function Shows({ spec }: { spec: LinkTokenSpec }) {
  const token = useLinkToken(spec);
  return <p>{token === undefined ? 'reading' : (token?.value ?? 'none')}</p>;
}

function openPage(url: string, spec: LinkTokenSpec) {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <Shows spec={spec} />
    </BrowserRouter>,
  );
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('useLinkToken', () => {
  it('reads a query token, drops it from the address bar and finds it again after a reload', () => {
    const page = openPage('/booking?lang=es&token=secret-123', booking);
    expect(screen.getByText('secret-123')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/booking?lang=es');
    page.unmount();

    // A reload: the address has no token now.
    openPage('/booking?lang=es', booking);
    expect(screen.getByText('secret-123')).toBeInTheDocument();
  });

  it('reads a fragment token and leaves no fragment behind', () => {
    openPage('/maintenance/work-order#t=fragment-token-0123456789', workOrder);
    expect(screen.getByText('fragment-token-0123456789')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/maintenance/work-order');
  });

  it('a new link replaces the kept token; a tab that kept none has none', () => {
    openPage('/booking?token=first', booking).unmount();
    openPage('/booking?token=second', booking).unmount();
    openPage('/booking', booking);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(sessionStorage.getItem('link-token:test-booking')).toContain('second');
    sessionStorage.clear();
    cleanup();
    openPage('/booking', booking);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('withoutToken', () => {
  it('keeps the rest of the query and fragment', () => {
    expect(withoutToken(booking, 'https://x.test/booking?a=1&token=t#top')).toBe(
      '/booking?a=1#top',
    );
    expect(withoutToken(workOrder, 'https://x.test/maintenance/approval?a=1#t=abc')).toBe(
      '/maintenance/approval?a=1',
    );
  });
});
