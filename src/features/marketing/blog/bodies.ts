/**
 * Each language's article bodies, for the islands that show or preload them (loaded on use, so
 * the two loader tables, which hold no text, never weigh on a page load).
 */
import type { Locale } from '@contract/locale.ts';
import type { BlogBodies } from '@/content/blog/bodyCache';
import { englishBodies } from '@/content/blog/bodies';
import { spanishBodies } from '@/content/es/blog/bodies';

export const bodiesByLocale: Record<Locale, BlogBodies> = { en: englishBodies, es: spanishBodies };
