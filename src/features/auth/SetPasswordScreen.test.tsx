import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { untranslatedTexts } from '../../../scripts/prerender-html';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locale.ts';
import { AUTH_MESSAGES, linkProblem } from './authMessages';
import { linkProblemMessage } from './setPasswordCopy';
import { SetPasswordScreen, type LinkState } from './SetPasswordScreen';

function renderScreen(
  state: LinkState,
  onSubmit: (p: string) => Promise<void> = () => Promise.resolve(),
  onRequestReset: (e: string) => Promise<void> = () => Promise.resolve(),
  locale: Locale = 'en',
) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <SetPasswordScreen
        state={state}
        onSubmit={onSubmit}
        onRequestReset={onRequestReset}
        locale={locale}
      />
    </MemoryRouter>,
  );
  return user;
}

describe('linkProblem', () => {
  it("reads GoTrue's error parameters from the fragment or the query", () => {
    expect(linkProblem('#access_token=x&type=recovery', '')).toBeNull();
    const expired = linkProblem(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      '',
    );
    expect(expired).toEqual({ reason: 'expired' });
    expect(linkProblemMessage(expired!, 'en')).toBe(AUTH_MESSAGES.linkExpired);
    const boom = linkProblem('', '?error=server_error&error_description=Boom');
    expect(linkProblemMessage(boom!, 'en')).toBe(`Boom. ${AUTH_MESSAGES.linkInvalid}`);
    // Auth's description is English: the Spanish screen says it in its own words only.
    expect(linkProblemMessage(boom!, 'es')).toBe('Este enlace no funcionó. Pida uno nuevo abajo.');
  });
});

describe('SetPasswordScreen', { timeout: 15_000 }, () => {
  it('says it is checking the link first', () => {
    renderScreen({ kind: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
  });

  it('an expired or used link explains itself and offers a new one', async () => {
    const onRequestReset = vi.fn(() => Promise.resolve());
    const user = renderScreen(
      { kind: 'problem', problem: { reason: 'expired' } },
      undefined,
      onRequestReset,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/expired or has already been used/);
    expect(screen.queryByLabelText(/New password/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onRequestReset).toHaveBeenCalledWith('staff@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('validates the new password with the sign-up rules and a repeat', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = renderScreen({ kind: 'ready', email: 'staff@example.com' }, onSubmit);
    expect(screen.getByText(/For staff@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Repeat new password/));
    await user.type(screen.getByLabelText(/^Repeat new password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).toHaveBeenCalledWith('long-enough-1');
  });

  it("shows the server's refusal", async () => {
    const user = renderScreen({ kind: 'ready', email: null }, () =>
      Promise.reject(new Error('New password should be different from the old password.')),
    );
    await user.type(screen.getByLabelText(/^New password/), 'same-as-before');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'same-as-before');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/different from the old password/);
  });

  it('has a Spanish twin: every word, the form rules and Auth’s refusals in Spanish', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('New password should be different from the old password.'), {
          code: 'same_password',
        }),
      ),
    );
    const user = renderScreen(
      { kind: 'ready', email: 'rosa@example.com', locale: 'es' },
      onSubmit,
      undefined,
      'es',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Elija una contraseña nueva',
    );
    expect(screen.getByText(/Para rosa@example.com\. Al menos 8 caracteres\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('Escriba una contraseña')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'misma-clave-1');
    await user.type(screen.getByLabelText(/^Repita la contraseña nueva/), 'otra-clave-1');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Repita la contraseña nueva/));
    await user.type(screen.getByLabelText(/^Repita la contraseña nueva/), 'misma-clave-1');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña nueva debe ser distinta de la anterior.',
    );
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
    // No English of the English screen is left (the pages' rule, scripts/untranslated.ts).
    const spanish = document.body.innerHTML;
    cleanup();
    renderScreen({ kind: 'ready', email: 'rosa@example.com' }, onSubmit);
    expect(untranslatedTexts(spanish, document.body.innerHTML, ['rosa@example.com'])).toEqual([]);
  });

  it('a Spanish expired link says so in Spanish and asks for the address in Spanish', async () => {
    const onRequestReset = vi.fn(() => Promise.resolve());
    const user = renderScreen(
      { kind: 'problem', problem: { reason: 'expired' } },
      undefined,
      onRequestReset,
      'es',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace venció o ya se usó.');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByText('Escriba su correo electrónico')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /Correo electrónico/ }),
      'rosa@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(onRequestReset).toHaveBeenCalledWith('rosa@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(/le enviamos un enlace/);
  });
});
