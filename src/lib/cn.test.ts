import { describe, expect, it } from 'vitest';
import { cn } from './cn';

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

  it('drops exact duplicates of unknown classes', () => {
    expect(cn('foo bar', 'foo')).toBe('bar foo');
  });
});
