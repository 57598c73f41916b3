// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeContent } from './home';
import { homeContent as spanish } from './es/home';

describe('home page promises', () => {
  it('says "coming soon" exactly of what is not built yet: rent online and analytics', () => {
    const soon = (text: string) => text.endsWith(' (coming soon)');
    const cards = Object.entries(homeContent.features.cards);
    expect(cards.filter(([, c]) => soon(c.title)).map(([icon]) => icon)).toEqual([
      'rent',
      'analytics',
    ]);
    // The portals, maintenance requests with photos and document storage exist now.
    expect(cards.filter(([, c]) => !soon(c.title)).map(([icon]) => icon)).toEqual([
      'maintenance',
      'documents',
      'dashboards',
      'security',
    ]);
    expect(homeContent.portals.intro).not.toMatch(/soon/i);
    const portals = Object.values(homeContent.portals.cards);
    expect(portals.flatMap((card) => card.bullets.filter(soon))).toEqual([
      'Pay rent online in a few taps (coming soon)',
    ]);
  });

  it('makes the same promises in Spanish: "próximamente" on the same cards and bullets', () => {
    const soon = (text: string) => text.endsWith(' (próximamente)');
    const english = (text: string) => text.endsWith(' (coming soon)');
    for (const [icon, card] of Object.entries(homeContent.features.cards)) {
      const key = icon as keyof typeof homeContent.features.cards;
      expect(soon(spanish.features.cards[key].title), icon).toBe(english(card.title));
    }
    for (const id of ['owner', 'tenant'] as const) {
      expect(spanish.portals.cards[id].bullets.map(soon)).toEqual(
        homeContent.portals.cards[id].bullets.map(english),
      );
    }
  });
});
