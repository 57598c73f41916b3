/**
 * A small, forgiving HTML parser: enough structure for meta tags, JSON-LD scripts, microdata
 * scopes and page text. Listing pages are often huge, sloppy or cut off, so it never throws:
 * unknown constructs become text, unclosed elements simply end with the document.
 * No dependencies, so it runs the same under Deno (edge functions) and Node (tests).
 */
import { decodeEntities } from './entities.ts';

export interface ElementNode {
  type: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export interface TextNode {
  type: 'text';
  text: string;
}
export type HtmlNode = ElementNode | TextNode;

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is raw text up to the matching end tag. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed']);
/** Elements that close an open element of the same name (the common implicit end tags). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'option', 'dt', 'dd', 'tr', 'td', 'th']);

const START_TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/(?!>))*)\s*(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][\w:-]*)[^>]*>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!name || name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function parseHtml(html: string): ElementNode {
  const root: ElementNode = { type: 'element', tag: '#document', attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  const current = () => stack[stack.length - 1] as ElementNode;
  const pushText = (raw: string) => {
    if (raw) current().children.push({ type: 'text', text: decodeEntities(raw) });
  };

  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      pushText(html.slice(i));
      break;
    }
    if (lt > i) pushText(html.slice(i, lt));

    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (next === '/') {
      END_TAG.lastIndex = lt;
      const m = END_TAG.exec(html);
      if (!m) {
        pushText('<');
        i = lt + 1;
        continue;
      }
      closeElement(stack, (m[1] ?? '').toLowerCase());
      i = END_TAG.lastIndex;
      continue;
    }

    START_TAG.lastIndex = lt;
    const m = START_TAG.exec(html);
    if (!m) {
      pushText('<');
      i = lt + 1;
      continue;
    }
    i = START_TAG.lastIndex;
    const tag = (m[1] ?? '').toLowerCase();
    if (SELF_CLOSING_SIBLINGS.has(tag) && current().tag === tag) stack.pop();
    const element: ElementNode = {
      type: 'element',
      tag,
      attrs: parseAttributes(m[2] ?? ''),
      children: [],
    };
    current().children.push(element);
    if (VOID_TAGS.has(tag) || m[3] === '/') continue;

    if (RAW_TEXT_TAGS.has(tag)) {
      const closer = new RegExp(`</${tag}\\s*>`, 'gi');
      closer.lastIndex = i;
      const close = closer.exec(html);
      const raw = html.slice(i, close ? close.index : n);
      // Script and style content is not HTML: keep it verbatim (JSON-LD needs its exact text).
      if (raw) {
        const text = tag === 'script' || tag === 'style' ? raw : decodeEntities(raw);
        element.children.push({ type: 'text', text });
      }
      i = close ? closer.lastIndex : n;
      continue;
    }
    stack.push(element);
  }
  return root;
}

/** Pops to the nearest open element with this name; a stray end tag is ignored. */
function closeElement(stack: ElementNode[], tag: string): void {
  for (let k = stack.length - 1; k > 0; k--) {
    if ((stack[k] as ElementNode).tag === tag) {
      stack.length = k;
      return;
    }
  }
}

/** Depth-first walk over every element (document order). */
export function* walkElements(node: ElementNode): Generator<ElementNode> {
  for (const child of node.children) {
    if (child.type === 'element') {
      yield child;
      yield* walkElements(child);
    }
  }
}

export function findAll(node: ElementNode, predicate: (el: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  for (const el of walkElements(node)) if (predicate(el)) found.push(el);
  return found;
}

export function findFirst(
  node: ElementNode,
  predicate: (el: ElementNode) => boolean,
): ElementNode | undefined {
  for (const el of walkElements(node)) if (predicate(el)) return el;
  return undefined;
}

const HIDDEN_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg']);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'title',
  'body',
]);

/**
 * The visible text of an element. Block boundaries become newlines and cells become spaces, so
 * words from neighbouring elements never run together; runs of spaces collapse.
 */
export function textContent(node: ElementNode, skipTags?: ReadonlySet<string>): string {
  const parts: string[] = [];
  const visit = (el: ElementNode) => {
    for (const child of el.children) {
      if (child.type === 'text') {
        parts.push(child.text);
      } else if (!HIDDEN_TEXT_TAGS.has(child.tag) && !skipTags?.has(child.tag)) {
        const block = BLOCK_TAGS.has(child.tag);
        if (block) parts.push('\n');
        else parts.push('');
        visit(child);
        if (block) parts.push('\n');
        else if (child.tag === 'span' || child.tag === 'li') parts.push(' ');
      }
    }
  };
  visit(node);
  return parts
    .join('')
    .replace(/[ \t\f\v\u00a0\r]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim();
}

/** The raw text of a raw-text element such as `<script>` or `<title>`. */
export function rawText(node: ElementNode): string {
  return node.children.map((c) => (c.type === 'text' ? c.text : rawText(c))).join('');
}
