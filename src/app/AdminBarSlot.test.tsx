import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReleased } from '@/lib/islandGates';
import { AdminBarSlot } from './AdminBarSlot';

// Stands in for the real bar (supabase-js, queries): what matters here is whether it is loaded.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/auth/AdminBar', () => {
  loaded.count += 1;
  return { default: () => <nav aria-label="Admin">bar</nav> };
});

afterEach(() => localStorage.clear());

describe('AdminBarSlot', () => {
  it('without a stored session renders nothing and loads nothing', () => {
    localStorage.setItem('theme', 'dark');
    const { container } = render(
      <MemoryRouter>
        <AdminBarSlot />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(loaded.count).toBe(0);
    expect(isReleased('header')).toBe(false);
  });

  it("with supabase-js's session key stored, loads the bar and wakes the header", async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    render(
      <MemoryRouter>
        <AdminBarSlot />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(loaded.count).toBe(1);
    // The header island's code loads at once: its account link depends on the session.
    expect(isReleased('header')).toBe(true);
  });
});
