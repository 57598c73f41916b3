import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import PortalPage from './PortalPage';

vi.mock('@/features/auth/useSession', () => ({
  useSession: () => ({ loading: false, session: null }),
}));

describe('PortalPage signed out', () => {
  it('shows the owner and tenant sign-in with forgot password, no sign-up, and is not indexed', () => {
    render(
      <MemoryRouter>
        <PortalPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Owner and Tenant Sign In' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up/ })).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
