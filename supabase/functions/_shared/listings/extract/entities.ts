/** HTML character references: numeric ones and the named ones listing pages actually use. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  hellip: '\u2026',
  middot: '\u00b7',
  bull: '\u2022',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  sup2: '\u00b2',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  times: '\u00d7',
  dollar: '$',
  cent: '\u00a2',
  pound: '\u00a3',
  euro: '\u20ac',
  sect: '\u00a7',
  para: '\u00b6',
  laquo: '\u00ab',
  raquo: '\u00bb',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  Ntilde: '\u00d1',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  ccedil: '\u00e7',
  colon: ':',
  comma: ',',
  period: '.',
  sol: '/',
  num: '#',
  percnt: '%',
  plus: '+',
  equals: '=',
  lpar: '(',
  rpar: ')',
  excl: '!',
  quest: '?',
  semi: ';',
  commat: '@',
  lowbar: '_',
  vert: '|',
  NewLine: '\n',
  Tab: '\t',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function fromCodePoint(code: number): string {
  // Surrogates, out-of-range and NUL become the replacement character, as in browsers.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex) return fromCodePoint(Number.parseInt(hex, 16));
    if (name && Object.hasOwn(NAMED, name)) return NAMED[name] as string;
    return whole;
  });
}
