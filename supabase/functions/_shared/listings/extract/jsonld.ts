/** schema.org JSON-LD blocks: parsed leniently, flattened (arrays, `@graph`, nesting), `@id` resolved. */
import { type ElementNode, findAll, rawText } from './html.ts';

export type Thing = Record<string, unknown>;

function isObject(value: unknown): value is Thing {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse that tolerates what CMSs wrap JSON-LD in: comments, CDATA, trailing commas/semicolons. */
export function parseLenientJson(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .trim()
    .replace(/;\s*$/, '');
  try {
    return JSON.parse(cleaned);
  } catch {
    try {
      return JSON.parse(cleaned.replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** Every typed object in the document's JSON-LD, in document order, with `@id` references resolved. */
export function jsonLdThings(doc: ElementNode): Thing[] {
  const roots: unknown[] = [];
  const scripts = findAll(
    doc,
    (el) => el.tag === 'script' && /ld\+json/i.test(el.attrs.type ?? ''),
  );
  for (const script of scripts) {
    const parsed = parseLenientJson(rawText(script));
    if (parsed !== undefined) roots.push(parsed);
  }
  return flattenThings(roots);
}

/** Collects typed objects from any JSON-LD-shaped value and resolves `{ "@id": ... }` links. */
export function flattenThings(roots: unknown[]): Thing[] {
  const things: Thing[] = [];
  const byId = new Map<string, Thing>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || seen.has(value)) return;
    if (Array.isArray(value)) {
      seen.add(value);
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    seen.add(value);
    const id = typeof value['@id'] === 'string' ? value['@id'] : undefined;
    if (value['@type'] !== undefined) {
      things.push(value);
      if (id && !byId.has(id)) byId.set(id, value);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== '@context') visit(child, depth + 1);
    }
  };
  for (const root of roots) visit(root, 0);

  // Replace bare references with the objects they name, so navigation never needs the index.
  const resolve = (value: unknown): unknown => {
    if (isObject(value) && typeof value['@id'] === 'string' && value['@type'] === undefined) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
  for (const thing of things) {
    for (const [key, child] of Object.entries(thing)) {
      if (Array.isArray(child)) thing[key] = child.map(resolve);
      else thing[key] = resolve(child);
    }
  }
  return things;
}

/** The short type names of a thing: "https://schema.org/House" and "schema:House" become "House". */
export function typeNames(thing: Thing): string[] {
  const raw = thing['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, ''));
}

export function hasType(thing: unknown, names: readonly string[]): thing is Thing {
  return isObject(thing) && typeNames(thing).some((t) => names.includes(t));
}

/** A property's values as a list (single values, arrays and missing values alike). */
export function values(thing: Thing | undefined, key: string): unknown[] {
  if (!thing) return [];
  const v = thing[key];
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

export function first(thing: Thing | undefined, ...keys: string[]): unknown {
  for (const key of keys) {
    const found = values(thing, key).find((v) => v !== '' && v !== null && v !== undefined);
    if (found !== undefined) return found;
  }
  return undefined;
}

export { isObject };
