/** schema.org microdata (itemscope / itemtype / itemprop) read into the same shape as JSON-LD. */
import { type ElementNode, textContent, walkElements } from './html.ts';
import { flattenThings, type Thing } from './jsonld.ts';

const SRC_TAGS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF_TAGS = new Set(['a', 'area', 'link']);

/** The value of an itemprop element, by the microdata rules (plus the common `content` shortcut). */
function propertyValue(el: ElementNode): string {
  const a = el.attrs;
  if (el.tag === 'meta') return a.content ?? '';
  if (SRC_TAGS.has(el.tag)) return a.src ?? a['data-src'] ?? '';
  if (HREF_TAGS.has(el.tag)) return a.href ?? '';
  if (el.tag === 'object') return a.data ?? '';
  if (el.tag === 'data' || el.tag === 'meter') return a.value ?? '';
  if (el.tag === 'time' && a.datetime) return a.datetime;
  return a.content ?? textContent(el);
}

function add(item: Thing, name: string, value: unknown): void {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

function readItem(scope: ElementNode, depth: number): Thing {
  const type = scope.attrs.itemtype?.trim();
  const item: Thing = { '@type': type ? type.split(/\s+/) : 'Thing' };
  collectProperties(scope, item, depth);
  return item;
}

function collectProperties(el: ElementNode, item: Thing, depth: number): void {
  for (const child of el.children) {
    if (child.type !== 'element') continue;
    const isScope = 'itemscope' in child.attrs;
    const names = child.attrs.itemprop?.trim();
    if (names) {
      const value = isScope && depth < 8 ? readItem(child, depth + 1) : propertyValue(child);
      for (const name of names.split(/\s+/)) add(item, name, value);
    }
    // A nested scope owns its own properties.
    if (!isScope) collectProperties(child, item, depth);
  }
}

/** Every microdata item in the document (top-level and nested), as JSON-LD-like things. */
export function microdataThings(doc: ElementNode): Thing[] {
  const roots: Thing[] = [];
  for (const el of walkElements(doc)) {
    if ('itemscope' in el.attrs && !el.attrs.itemprop) roots.push(readItem(el, 0));
  }
  return flattenThings(roots);
}
