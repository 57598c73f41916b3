import { describe, expect, it } from 'vitest';
import { homeFeatures, homePortals } from './home';

describe('home page promises', () => {
  it('marks "Coming soon" exactly what is not built yet: rent online, maintenance requests, statements, analytics', () => {
    expect(homeFeatures.cards.filter((c) => c.soon).map((c) => c.icon)).toEqual([
      'rent',
      'maintenance',
      'analytics',
    ]);
    // The portals and document storage exist now.
    expect(homeFeatures.cards.filter((c) => !c.soon).map((c) => c.icon)).toEqual([
      'documents',
      'dashboards',
      'security',
    ]);
    const soon = homePortals.cards.flatMap((card) => card.bullets.filter((b) => b.soon));
    expect(soon.map((b) => b.text)).toEqual([
      'Track rent payments and monthly reports',
      'Approve maintenance requests and quotes',
      'Pay rent online in a few taps',
      'Submit maintenance requests with photos',
    ]);
  });
});
