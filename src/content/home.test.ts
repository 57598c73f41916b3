// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeFeatures, homePortals } from './home';

describe('home page promises', () => {
  it('says "coming soon" exactly of what is not built yet: rent online, maintenance requests, reports, analytics', () => {
    const soon = (text: string) => text.endsWith(' (coming soon)');
    expect(homeFeatures.cards.filter((c) => soon(c.title)).map((c) => c.icon)).toEqual([
      'rent',
      'maintenance',
      'analytics',
    ]);
    // The portals and document storage exist now.
    expect(homeFeatures.cards.filter((c) => !soon(c.title)).map((c) => c.icon)).toEqual([
      'documents',
      'dashboards',
      'security',
    ]);
    expect(homePortals.intro).not.toMatch(/soon/i);
    expect(homePortals.cards.flatMap((card) => card.bullets.filter(soon))).toEqual([
      'Track rent payments and monthly reports (coming soon)',
      'Approve maintenance requests and quotes (coming soon)',
      'Pay rent online in a few taps (coming soon)',
      'Submit maintenance requests with photos (coming soon)',
    ]);
  });
});
