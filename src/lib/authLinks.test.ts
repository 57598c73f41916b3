import { describe, expect, it } from 'vitest';
import { destinationAfterPassword, safeNextPath, setPasswordUrl } from './authLinks';

describe('safeNextPath', () => {
  it("follows ?next= only to the site's own pages, never to a URL", () => {
    expect(safeNextPath('?next=/portal')).toBe('/portal');
    expect(safeNextPath('?next=%2Fadmin%2Fpeople')).toBe('/admin/people');
    expect(safeNextPath('')).toBeUndefined();
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/portal/../x',
      'javascript:x',
      '/portal?x=https://evil.example',
    ]) {
      expect(safeNextPath(`?next=${encodeURIComponent(evil)}`), evil).toBeUndefined();
    }
  });
});

describe('setPasswordUrl', () => {
  it('carries next for the set-password page to read back', () => {
    const url = setPasswordUrl('http://localhost:5173', '/portal');
    expect(url).toBe('http://localhost:5173/auth/set-password?next=%2Fportal');
    expect(safeNextPath(new URL(url).search)).toBe('/portal');
    expect(setPasswordUrl('http://localhost:5173')).toBe('http://localhost:5173/auth/set-password');
  });
});

describe('destinationAfterPassword', () => {
  it('brings portal people to the portal and staff to the staff area', () => {
    expect(destinationAfterPassword('?next=/portal', false)).toBe('/portal');
    expect(destinationAfterPassword('?next=/admin/people', true)).toBe('/admin/people');
    // A staff page is never where an owner or tenant lands, whatever the link says.
    expect(destinationAfterPassword('?next=/admin/people', false)).toBe('/portal');
    // Links without next (mailed before it existed) go by role.
    expect(destinationAfterPassword('', false)).toBe('/portal');
    expect(destinationAfterPassword('', true)).toBe('/admin/properties');
    expect(destinationAfterPassword('?next=https://evil.example', true)).toBe('/admin/properties');
  });
});
