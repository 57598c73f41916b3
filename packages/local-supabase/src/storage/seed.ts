/**
 * Seed files of buckets, as the Supabase CLI's `[storage.buckets.<id>] objects_path` in
 * config.toml: every file under that folder (relative to supabase/) becomes an object of the
 * bucket named by its path inside the folder. The bucket itself comes from the migrations.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { section, type ProjectConfig } from '../config.ts';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.txt': 'text/plain',
};

export interface SeedObject {
  bucket: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export function seedObjects(config: ProjectConfig, supabaseDir: string): SeedObject[] {
  const out: SeedObject[] = [];
  for (const [bucket, settings] of Object.entries(section(config, 'storage', 'buckets'))) {
    const objectsPath = (settings as ProjectConfig).objects_path;
    if (typeof objectsPath !== 'string') continue;
    const root = path.resolve(supabaseDir, objectsPath);
    if (!existsSync(root)) throw new Error(`storage.buckets.${bucket}.objects_path: no ${root}`);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      out.push({
        bucket,
        name: path.relative(root, file).split(path.sep).join('/'),
        contentType:
          MIME_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        data: readFileSync(file),
      });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
