/**
 * The listings pages' words in the page's language: the page module (English or Spanish) provides
 * its catalogue once, and every card, fact and photo control below reads it here, so neither
 * language's text is in the other's page chunk.
 */
import { createContext, useContext } from 'react';
import type { ListingsContent } from '@/content/listings';

const ListingsContentContext = createContext<ListingsContent | null>(null);

export const ListingsContentProvider = ListingsContentContext.Provider;

export function useListingsContent(): ListingsContent {
  const content = useContext(ListingsContentContext);
  if (!content) throw new Error('useListingsContent: no ListingsContentProvider above');
  return content;
}
