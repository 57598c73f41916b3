/**
 * The catalogue's promise, checked by the type check (`tsc`, a layer of the suite): a Spanish
 * catalogue that misses a key, adds one or changes a function's parameters does not compile. Each
 * `@ts-expect-error` below fails `tsc` ("unused directive") the day the type lets it through.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCatalogue, type Catalogue } from './i18n';

const en = {
  title: 'Repairs',
  nested: { empty: 'No repairs yet' },
  count: (n: number) => `${n} repairs`,
};

const complete: Catalogue<typeof en> = {
  en,
  es: {
    title: 'Reparaciones',
    nested: { empty: 'Todavía no hay reparaciones' },
    count: (n) => `${n} reparaciones`,
  },
};

export const typeChecks: Catalogue<typeof en>[] = [
  {
    en,
    // @ts-expect-error a Spanish catalogue missing a key (`count`) does not compile
    es: { title: 'Reparaciones', nested: { empty: 'Todavía no hay reparaciones' } },
  },
  {
    en,
    es: {
      title: 'Reparaciones',
      // @ts-expect-error a nested key missing (`nested.empty`) does not compile either
      nested: {},
      count: (n) => `${n} reparaciones`,
    },
  },
  {
    en,
    es: {
      title: 'Reparaciones',
      nested: { empty: 'Todavía no hay reparaciones' },
      count: (n) => `${n} reparaciones`,
      // @ts-expect-error a key English does not have is a typo, not a translation
      extra: 'de más',
    },
  },
  {
    en,
    es: {
      title: 'Reparaciones',
      nested: { empty: 'Todavía no hay reparaciones' },
      // @ts-expect-error a function keeps English's parameters
      count: (n: string) => `${n} reparaciones`,
    },
  },
  // @ts-expect-error no language may be left out: `es` is required
  { en },
];

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );

describe('useCatalogue', () => {
  it('gives the words of the URL’s language', () => {
    expect(renderHook(() => useCatalogue(complete), { wrapper: at('/faq') }).result.current).toBe(
      en,
    );
    expect(
      renderHook(() => useCatalogue(complete), { wrapper: at('/es/faq') }).result.current.title,
    ).toBe('Reparaciones');
  });
});
