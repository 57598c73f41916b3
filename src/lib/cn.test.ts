// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// tailwind-merge as our theme configures it: the custom animations are one group.
const twMerge = extendTailwindMerge({
  extend: { classGroups: { animate: [{ animate: [() => true] }] } },
});

const SRC = path.resolve(__dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}
const read = (files: string[]) => files.map((file) => readFileSync(file, 'utf8'));
const looksLikeClasses = (s: string) =>
  /^[\w:[\]&_=\-/.%#()!,>~*@ ]+$/.test(s) &&
  /[a-z]-[a-z0-9]|^(flex|grid|block|hidden|border|rounded|shadow|underline)\b/.test(s);
/** The class lists of the UI primitives (what cn() merges into)… */
const bases = [
  ...new Set(
    read(sourceFiles(path.join(SRC, 'components', 'ui')))
      .flatMap((text) => [...text.matchAll(/'([^'\n]*)'/g)].map((m) => m[1] as string))
      .filter(looksLikeClasses),
  ),
];
/** …and every className the code base passes. */
const extras = [
  ...new Set(
    read(sourceFiles(SRC)).flatMap((text) =>
      [...text.matchAll(/className=["']([^"'\n]+)["']/g)].map((m) => m[1] as string),
    ),
  ),
];

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it.each([
    ['px-4 py-2', 'px-6', 'py-2 px-6'],
    ['px-2', 'p-4', 'p-4'],
    ['p-4', 'px-2', 'p-4 px-2'],
    ['h-10 w-4', 'size-8', 'size-8'],
    ['text-sm text-foreground', 'text-lg', 'text-foreground text-lg'],
    ['text-sm text-foreground', 'text-primary', 'text-sm text-primary'],
    ['text-center text-sm', 'text-left', 'text-sm text-left'],
    ['font-semibold font-sans', 'font-bold', 'font-sans font-bold'],
    ['bg-primary hover:bg-primary-hover', 'bg-white', 'hover:bg-primary-hover bg-white'],
    ['border border-input', 'border-2', 'border-input border-2'],
    ['border border-input', 'border-destructive', 'border border-destructive'],
    ['rounded-md', 'rounded-full', 'rounded-full'],
    ['rounded-t-lg', 'rounded-none', 'rounded-none'],
    ['md:flex hidden', 'block', 'md:flex block'],
    ['shadow-sm', 'shadow-lg', 'shadow-lg'],
    ['ring-2 ring-primary', 'ring-destructive', 'ring-2 ring-destructive'],
    ['max-w-lg w-full', 'max-w-xl', 'w-full max-w-xl'],
    ['mt-2', '-mt-4', '-mt-4'],
    ['flex-row', 'flex-col', 'flex-col'],
    ['flex flex-1', 'flex-none', 'flex flex-none'],
    ['gap-2', 'gap-x-4', 'gap-2 gap-x-4'],
    ['top-1/2 left-1/2', 'inset-0', 'inset-0'],
    ['[&_svg]:size-4 foo', 'bar', '[&_svg]:size-4 foo bar'],
    ['data-[state=open]:bg-accent', 'data-[state=open]:bg-muted', 'data-[state=open]:bg-muted'],
  ])('%s + %s -> %s', (base, extra, expected) => {
    expect(cn(base, extra)).toBe(expected);
  });

  it('merges every primitive with every className of the code base as tailwind-merge does', () => {
    expect(bases.length).toBeGreaterThan(20);
    expect(extras.length).toBeGreaterThan(100);
    const differences: string[] = [];
    for (const base of bases) {
      for (const extra of extras) {
        const ours = cn(base, extra);
        const library = twMerge(clsx(base, extra));
        if (ours !== library) differences.push(`${base} + ${extra}: ${ours} != ${library}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('drops exact duplicates of unknown classes', () => {
    expect(cn('foo bar', 'foo')).toBe('bar foo');
  });
});
