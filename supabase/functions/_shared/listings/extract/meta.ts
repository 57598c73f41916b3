/** `<meta>` tags: Open Graph, Twitter cards, the OG place/product extensions, plain description. */
import { type ElementNode, walkElements } from './html.ts';

export type MetaTags = Map<string, string[]>;

export function readMeta(doc: ElementNode): MetaTags {
  const meta: MetaTags = new Map();
  for (const el of walkElements(doc)) {
    if (el.tag !== 'meta' || el.attrs.content === undefined || el.attrs.itemprop) continue;
    const key = (el.attrs.property ?? el.attrs.name ?? '').trim().toLowerCase();
    if (!key) continue;
    const list = meta.get(key) ?? [];
    list.push(el.attrs.content);
    meta.set(key, list);
  }
  return meta;
}

export function metaFirst(meta: MetaTags, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = meta.get(key)?.find((v) => v.trim() !== '');
    if (value !== undefined) return value;
  }
  return undefined;
}

export function metaAll(meta: MetaTags, key: string): string[] {
  return (meta.get(key) ?? []).filter((v) => v.trim() !== '');
}

/** Twitter "label/data" pairs (twitter:label1 = "Price", twitter:data1 = "$725,000"), keyed by label. */
export function twitterData(meta: MetaTags): Array<{ label: string; data: string }> {
  const pairs: Array<{ label: string; data: string }> = [];
  for (let i = 1; i <= 9; i++) {
    const label = metaFirst(meta, `twitter:label${i}`);
    const data = metaFirst(meta, `twitter:data${i}`);
    if (label && data) pairs.push({ label, data });
  }
  return pairs;
}
