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
    const tenant = { staff: false, portal: true };
    const staff = { staff: true, portal: false };
    const neither = { staff: false, portal: false };
    expect(destinationAfterPassword('?next=/portal', tenant)).toBe('/portal');
    expect(destinationAfterPassword('?next=/admin/people', staff)).toBe('/admin/people');
    // A staff page is never where an owner or tenant lands, whatever the link says.
    expect(destinationAfterPassword('?next=/admin/properties', tenant)).toBe('/portal');
    // An account with no role follows the link; the staff area's guard says it has no access.
    expect(destinationAfterPassword('?next=/admin/properties', neither)).toBe('/admin/properties');
    expect(destinationAfterPassword('?next=/portal', neither)).toBe('/portal');
    // Links without next (mailed before it existed) go by role.
    expect(destinationAfterPassword('', tenant)).toBe('/portal');
    expect(destinationAfterPassword('', staff)).toBe('/admin');
    expect(destinationAfterPassword('?next=https://evil.example', staff)).toBe('/admin');
  });
});
