// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PkceError, flowStateExpired, parseChallenge, verifierMatches } from './pkce.ts';

describe('parseChallenge', () => {
  it('is undefined for the implicit flow and normalises the method', () => {
    expect(parseChallenge({})).toBeUndefined();
    expect(parseChallenge({ code_challenge: 'abc', code_challenge_method: 'S256' })).toEqual({
      challenge: 'abc',
      method: 's256',
    });
    expect(parseChallenge({ code_challenge: 'abc', code_challenge_method: 'plain' })).toEqual({
      challenge: 'abc',
      method: 'plain',
    });
  });

  it('needs both fields and a known method', () => {
    expect(() => parseChallenge({ code_challenge: 'abc' })).toThrow(
      'PKCE flow requires code_challenge_method and code_challenge',
    );
    expect(() => parseChallenge({ code_challenge_method: 's256' })).toThrow(PkceError);
    expect(() => parseChallenge({ code_challenge: 'abc', code_challenge_method: 'md5' })).toThrow(
      'Code challenge method not supported',
    );
  });
});

describe('verifierMatches', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  // RFC 7636 appendix B's example pair.
  const rfcChallenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('hashes the verifier for s256 and compares it as is for plain', () => {
    expect(verifierMatches({ challenge: rfcChallenge, method: 's256' }, verifier)).toBe(true);
    expect(
      verifierMatches(
        { challenge: createHash('sha256').update('x').digest('base64url'), method: 's256' },
        verifier,
      ),
    ).toBe(false);
    expect(verifierMatches({ challenge: verifier, method: 'plain' }, verifier)).toBe(true);
    expect(verifierMatches({ challenge: rfcChallenge, method: 'plain' }, verifier)).toBe(false);
  });
});

describe('flowStateExpired', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  const later = (s: number) => new Date(created.getTime() + s * 1000);

  it('expires five minutes after the code was issued, or after the flow began', () => {
    expect(flowStateExpired(created, null, later(299))).toBe(false);
    expect(flowStateExpired(created, null, later(301))).toBe(true);
    expect(flowStateExpired(created, later(200), later(450))).toBe(false);
    expect(flowStateExpired(created, later(200), later(501))).toBe(true);
  });
});
