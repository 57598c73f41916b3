/**
 * Joins class names and lets later Tailwind utilities override earlier conflicting ones
 * (`cn('px-4 text-sm', 'px-6')` -> 'text-sm px-6').
 *
 * A small stand-in for tailwind-merge: 2.0 KB gzipped against the library's 8.5 KB (esbuild
 * --minify | gzip), on every route's JS budget. It knows the utility groups this code base uses;
 * classes it does not recognise are kept. cn.test.ts pins it against tailwind-merge on every UI
 * primitive's classes merged with every className in src.
 */
import { clsx, type ClassValue } from 'clsx';

const keywordGroups: Record<string, string> = {};
// Space-separated lists: shorter than arrays in the entry chunk every page downloads.
function keywords(group: string, words: string) {
  for (const word of words.split(' ')) keywordGroups[word] = group;
}
keywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
keywords('flex-wrap', 'flex-wrap flex-nowrap flex-wrap-reverse');
keywords('font-style', 'italic not-italic');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('text-decoration', 'underline overline line-through no-underline');
keywords('sr', 'sr-only not-sr-only');
keywords('truncate', 'truncate');

// Plain prefix groups: `prefix` alone or `prefix-<value>`. Longer prefixes first.
const prefixGroups =
  'min-w min-h max-w max-h size w h px py pt pr pb pl ps pe p mx my mt mr mb ml ms me m gap-x gap-y gap space-x space-y inset-x inset-y inset top right bottom left start end z order opacity leading tracking line-clamp aspect basis grow shrink grid-cols grid-rows col-span row-span col-start col-end justify-items justify-self justify items self content place-items place-content place-self overflow-x overflow-y overflow whitespace break object cursor pointer-events select duration delay ease animate transition translate-x translate-y scale rotate underline-offset decoration list fill accent caret backdrop-blur blur flex'.split(
    ' ',
  );

const textSizes = /^(xs|sm|base|lg|xl|[2-9]xl)(\/.+)?$|^\[\d/;
const fontWeights = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const sides = '(x|y|t|r|b|l|s|e)';

function groupOf(utility: string): string | null {
  const keyword = keywordGroups[utility];
  if (keyword) return keyword;
  if (utility.startsWith('[')) return null;

  const text = /^text-(.+)$/.exec(utility)?.[1];
  if (text !== undefined) {
    if (textSizes.test(text)) return 'text-size';
    if (/^(left|center|right|justify|start|end)$/.test(text)) return 'text-align';
    if (/^(wrap|nowrap|balance|pretty)$/.test(text)) return 'text-wrap';
    if (/^(ellipsis|clip)$/.test(text)) return 'text-overflow';
    return 'text-color';
  }
  const font = /^font-(.+)$/.exec(utility)?.[1];
  if (font !== undefined) return fontWeights.test(font) ? 'font-weight' : 'font-family';

  const bg = /^bg-(.+)$/.exec(utility)?.[1];
  if (bg !== undefined) {
    if (/^(linear|radial|conic|gradient|none|\[url)/.test(bg)) return 'bg-image';
    if (
      /^(fixed|local|scroll|auto|cover|contain|center|top|bottom|left|right|clip|origin|repeat|no-repeat|blend)/.test(
        bg,
      )
    ) {
      return null;
    }
    return 'bg-color';
  }

  const border = new RegExp(`^border(?:-${sides})?(?:-(.+))?$`).exec(utility);
  if (border) {
    const [, side = '', value] = border;
    if (value === undefined || /^\d+$/.test(value)) return `border-width${side}`;
    if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
    if (/^(collapse|separate|spacing)/.test(value)) return null;
    return `border-color${side}`;
  }

  const rounded = /^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-([\w[\].]+))?$/.exec(
    utility,
  );
  if (rounded) return `rounded${rounded[1] ?? ''}`;

  const ring = /^ring(?:-(.+))?$/.exec(utility);
  if (ring) {
    const value = ring[1];
    if (value === undefined || /^\d+$/.test(value)) return 'ring-width';
    if (value === 'inset') return null;
    if (value.startsWith('offset-')) {
      return /^offset-\d+$/.test(value) ? 'ring-offset-width' : 'ring-offset-color';
    }
    return 'ring-color';
  }
  const outline = /^outline(?:-(.+))?$/.exec(utility);
  if (outline) {
    const value = outline[1];
    if (value === undefined || /^\d+$/.test(value)) return 'outline-width';
    if (value.startsWith('offset-')) return 'outline-offset';
    if (/^(none|hidden|solid|dashed|dotted|double)$/.test(value)) return 'outline-style';
    return 'outline-color';
  }
  const shadow = /^shadow(?:-(.+))?$/.exec(utility);
  if (shadow) {
    const value = shadow[1];
    if (value === undefined || /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value)) {
      return 'shadow-size';
    }
    return 'shadow-color';
  }
  const stroke = /^stroke-(.+)$/.exec(utility)?.[1];
  if (stroke !== undefined) return /^\d/.test(stroke) ? 'stroke-width' : 'stroke-color';

  for (const prefix of prefixGroups) {
    if (utility === prefix || utility.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

/** Groups that a later class of the key group overrides as well (`p-4` overrides an earlier `px-2`). */
const overrides: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pl', 'pr', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['ml', 'mr', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['left', 'right', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  // A font size sets a line height too, as tailwind-merge treats it.
  'text-size': ['leading'],
  // line-clamp sets display and overflow.
  'line-clamp': ['display', 'overflow'],
  // flex-1/flex-none is the flex shorthand: grow, shrink and basis.
  flex: ['grow', 'shrink', 'basis'],
  'border-widthx': ['border-widthl', 'border-widthr', 'border-widths', 'border-widthe'],
  'border-widthy': ['border-widtht', 'border-widthb'],
  'border-colorx': ['border-colorl', 'border-colorr', 'border-colors', 'border-colore'],
  'border-colory': ['border-colort', 'border-colorb'],
  rounded: [
    'roundedt',
    'roundedr',
    'roundedb',
    'roundedl',
    'roundeds',
    'roundede',
    'roundedtl',
    'roundedtr',
    'roundedbr',
    'roundedbl',
    'roundedss',
    'roundedse',
    'roundedes',
    'roundedee',
  ],
  'border-width': [
    'border-widthx',
    'border-widthy',
    'border-widtht',
    'border-widthr',
    'border-widthb',
    'border-widthl',
    'border-widths',
    'border-widthe',
  ],
  'border-color': [
    'border-colorx',
    'border-colory',
    'border-colort',
    'border-colorr',
    'border-colorb',
    'border-colorl',
    'border-colors',
    'border-colore',
  ],
};

/** Splits 'md:hover:!-mt-2' into its variant prefix 'md:hover:!' and the utility 'mt-2'. */
function splitClass(className: string): [string, string] {
  let depth = 0;
  let variantEnd = 0;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) variantEnd = i + 1;
  }
  let utility = className.slice(variantEnd);
  let prefix = className.slice(0, variantEnd);
  if (utility.startsWith('!')) {
    prefix += '!';
    utility = utility.slice(1);
  }
  if (utility.endsWith('!')) {
    prefix += '!';
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  return [prefix, utility];
}

export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const className = classes[i] as string;
    const [prefix, utility] = splitClass(className);
    const group = groupOf(utility);
    if (group === null) {
      if (!kept.includes(className)) kept.push(className);
      continue;
    }
    const key = prefix + group;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const overridden of overrides[group] ?? []) seen.add(prefix + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
