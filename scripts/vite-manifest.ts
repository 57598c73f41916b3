/** Reading Vite's build manifest (dist/.vite/manifest.json): which chunks a page loads up front. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The key of the app's entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected exactly one entry chunk in the manifest, found ${entries.length}`);
  }
  return entries[0]![0];
}

/**
 * The given chunks and everything they import statically (not `import()`), depth first,
 * each once. These are the chunks the browser must fetch before the code can run.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** What one route loads before it is interactive: the entry's closure plus its pages' closures. */
export function routeChunkKeys(
  manifest: Manifest,
  pageSources: readonly string[],
): { entry: string[]; page: string[] } {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const inEntry = new Set(entry);
  const page = staticClosure(manifest, pageSources).filter((key) => !inEntry.has(key));
  return { entry, page };
}

/** Stylesheets of the given chunks (for page chunks that import CSS of their own). */
export function chunkCss(manifest: Manifest, keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
}
