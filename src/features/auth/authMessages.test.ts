// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authMessages';

describe('authErrorMessage', () => {
  it('turns "already registered" into the log-in hint', () => {
    expect(authErrorMessage(new Error('User already registered'))).toBe(
      'This email is already registered. Please log in instead.',
    );
    expect(authErrorMessage({ message: '', code: 'user_already_exists' })).toBe(
      'This email is already registered. Please log in instead.',
    );
  });

  it('says sign-up is by invitation when Auth has it off', () => {
    expect(
      authErrorMessage({
        message: 'Signups not allowed for this instance',
        code: 'signup_disabled',
      }),
    ).toBe('New accounts are by invitation only. Ask an administrator to invite you.');
  });

  it("shows the server's message, else a fallback", () => {
    expect(authErrorMessage(new Error('Invalid login credentials'))).toBe(
      'Invalid login credentials',
    );
    expect(authErrorMessage({ message: '  ' })).toBe('Authentication failed');
    expect(authErrorMessage('boom')).toBe('Authentication failed');
    expect(authErrorMessage(null)).toBe('Authentication failed');
  });
});
