// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostIds, blogPosts, type BlogPostId } from '@/content/blog';
import { englishBodies } from '@/content/blog/bodies';
import type { BlogBlock } from '@/content/blog/types';
import { blogCategories, blogPosts as spanishPosts } from '@/content/es/blog';
import { spanishBodies } from '@/content/es/blog/bodies';
import { formatDate } from '@contract/date-format.ts';
import { blockTexts, countBodyWords } from './readTime';
import { relatedPosts } from './related';

type Bodies = Record<BlogPostId, readonly BlogBlock[]>;
let english: Bodies;
let spanish: Bodies;

async function loadAll(load: (id: BlogPostId) => Promise<readonly BlogBlock[]>) {
  const bodies = await Promise.all(blogPostIds.map(load));
  return Object.fromEntries(blogPostIds.map((id, i) => [id, bodies[i]!])) as Bodies;
}

beforeAll(async () => {
  english = await loadAll((id) => englishBodies.load(id));
  spanish = await loadAll((id) => spanishBodies.load(id));
});

const textOf = (body: readonly BlogBlock[]) => body.flatMap(blockTexts).join(' ');
/** Figures, years and section numbers: '1950.6', '$2,500' -> '2,500', '21', 'AB 12' -> '12'. */
const figures = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe('the Spanish blog', () => {
  it('has a twin of every English post, with the same id, date and illustration, in order', () => {
    expect(spanishPosts.map((p) => p.id)).toEqual(blogPostIds);
    blogPosts.forEach((post, i) => {
      const twin = spanishPosts[i]!;
      expect(twin.published).toBe(post.published);
      expect({ src: twin.image.src, cardSrc: twin.image.cardSrc }).toEqual({
        src: post.image.src,
        cardSrc: post.image.cardSrc,
      });
      expect(twin.category).toBe(blogCategories[post.category]);
      for (const key of ['title', 'excerpt', 'author'] as const) {
        expect(twin[key]).not.toBe(post[key]);
      }
      expect(twin.image.alt).not.toBe(post.image.alt);
    });
  });

  it('relates the same articles as the English blog', () => {
    for (const post of blogPosts) {
      const twin = spanishPosts.find((p) => p.id === post.id)!;
      expect(relatedPosts(twin, spanishPosts).map((p) => p.id)).toEqual(
        relatedPosts(post, blogPosts).map((p) => p.id),
      );
    }
  });

  it('writes the publication dates the es-US way', () => {
    expect(formatDate(spanishPosts[0]!.published, 'es')).toBe('15 de marzo de 2025');
  });

  it.each(blogPostIds)('%s follows the English body block by block and keeps its figures', (id) => {
    const en = english[id];
    const es = spanish[id];
    expect(es.map((b) => b.type)).toEqual(en.map((b) => b.type));
    en.forEach((block, i) => {
      const twin = es[i]!;
      expect(blockTexts(twin)).toHaveLength(blockTexts(block).length);
      if (block.type === 'list' && twin.type === 'list') {
        expect(Boolean(twin.ordered)).toBe(Boolean(block.ordered));
      }
      // Every figure of the English block (dates, limits, section and bill numbers) is there.
      const spanishFigures = new Set(figures(blockTexts(twin).join(' ')));
      for (const figure of figures(blockTexts(block).join(' '))) {
        expect(spanishFigures, `${id} block ${i}: ${figure}`).toContain(figure);
      }
      // Translated, not copied: no text of the English block shows as is.
      blockTexts(block).forEach((text) => expect(blockTexts(twin)).not.toContain(text));
    });
    // The stored count (header, read time, JSON-LD) matches the Spanish body.
    expect(spanishPosts.find((p) => p.id === id)!.wordCount).toBe(countBodyWords(es));
  });

  it('names the statutes in Spanish (the glossary), with their bill and section numbers', () => {
    const laws = textOf(spanish['california-laws']);
    for (const name of [
      'Ley de Protección al Inquilino',
      'AB 1482',
      'SB 567',
      'AB 12',
      'AB 2801',
      'Código Civil de California, sección 1954',
      'Ley de Empleo y Vivienda Justa de California (FEHA, por sus siglas en inglés)',
      'aviso de tres días para pagar la renta o desocupar',
      'demanda de desalojo',
      'Ley de Megan',
      'Protect Your Family From Lead in Your Home',
    ]) {
      expect(laws).toContain(name);
    }
    const all = blogPostIds.map((id) => textOf(spanish[id])).join(' ');
    expect(all).not.toMatch(/Civil Code|Tenant Protection Act|contrato de renta|cochera/);
    expect(laws).toContain('5% más el aumento regional del costo de vida');
    expect(laws).toContain('máximo absoluto del 10%');
    expect(laws).toContain('más de un mes de renta como depósito de seguridad');
    expect(laws).toContain('Dentro de los 21 días');
    expect(laws).toContain('se presume que 24 horas es razonable');
    expect(laws).toMatch(/antes de 1978/);
    expect(laws).toMatch(/chinches/i);
    expect(laws).toMatch(/moho/);
    expect(laws).toMatch(/monóxido de carbono/);
    expect(laws).toMatch(/abogado/);

    const screening = textOf(spanish['tenant-screening']);
    // The glossary's form: never the English name inside Spanish text.
    expect(screening).toContain('El Código Civil de California, sección 1950.6,');
    expect(screening).toContain(
      'en un plazo de 7 días desde que lo recibe, sin esperar a que se lo pida',
    );
    expect(screening).toContain('(FEHA, por sus siglas en inglés)');
    expect(screening).toMatch(/fuente de ingresos/);
    expect(screening).toContain('unas 3 veces la renta');
    expect(textOf(spanish['maintenance-guide'])).toContain(
      'El Código Civil de California, sección 1941.1,',
    );
  });

  it('speaks to the owner as usted, with the Southern California words', () => {
    const all = blogPostIds.map((id) => textOf(spanish[id])).join(' ');
    expect(all).not.toMatch(/\b(alquiler|alquilar|arrendador|tú|tienes|puedes|debes)\b/i);
    expect(all).toMatch(/renta/);
    expect(all).toMatch(/depósito de seguridad/);
  });
});
