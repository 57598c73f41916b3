/**
 * Draws the site's own illustrations as SVG and renders them with sharp:
 *   public/images/home/hero-{480,800,1120}.webp      home hero (4:3)
 *   public/images/home/portals-{480,800,1120}.webp   owner and tenant portals (4:3)
 *   public/images/services/hero-{480,800,1120}.webp  services hero (4:3)
 *   public/og-image.png                              social preview, 1200x630
 *
 *   npx tsx tools/images/generate-site-images.ts          # writes the files
 *   npx tsx tools/images/generate-site-images.ts --svg    # also writes the SVG sources beside them
 *
 * Deterministic. Widths match src/features/marketing/home/illustrations.ts; only the social preview has
 * text (set in Liberation Sans / DejaVu Sans, which the build machine has).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { claimText } from '../../src/content/claimText.ts';
import { company } from '../../src/config/company.ts';

import { illustrations } from '../../src/features/marketing/home/illustrations.ts';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const W = 800;
const H = 600;

/** Brand palette (tailwind.config.ts, src/index.css) plus warm Southern California neutrals. */
const c = {
  deep: '#0a2e23',
  dark: '#114d3a',
  brand: '#17644b',
  mid: '#1f7a5c',
  mint: '#d5ece4',
  pale: '#eef7f4',
  accent: '#e0892b',
  accentDark: '#c2701a',
  terracotta: '#c8643b',
  terracottaDark: '#a44f2c',
  sand: '#f6e7d2',
  sandDark: '#e8d3b5',
  cream: '#fffaf2',
  white: '#ffffff',
  sky: '#cfe8e0',
  skyTop: '#b9ddd2',
  gold: '#f2b544',
  goldDark: '#d3952a',
  grey: '#9fb3ac',
  greyDark: '#7c958c',
  trunk: '#9a6b47',
  trunkDark: '#7d5436',
  ink: '#1c2b26',
};

// ---- drawing helpers (each returns an SVG fragment) -----------------------------------------

type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra: Attrs = {},
) => `<rect ${attrs({ x, y, width: w, height: h, rx, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const path = (d: string, fill: string, extra: Attrs = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;
const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const g = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;
const svg = (w: number, h: number, ...children: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${children.join('')}</svg>`;

/** Sky, sun, two mountain ranges (the San Gabriels) and a sandy foreground. */
function landscape(sunX: number, sunY: number): string {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${c.skyTop}"/><stop offset="0.7" stop-color="${c.cream}"/></linearGradient></defs>`,
    rect(0, 0, W, H, 'url(#sky)'),
    circle(sunX, sunY, 92, c.gold, { opacity: 0.18 }),
    circle(sunX, sunY, 62, c.gold),
    path(
      'M0 330 L90 250 L160 292 L260 196 L350 282 L430 232 L540 300 L640 214 L740 282 L800 250 L800 360 L0 360 Z',
      c.grey,
    ),
    path(
      'M0 350 L120 300 L220 334 L330 282 L450 338 L560 300 L680 344 L800 310 L800 380 L0 380 Z',
      c.greyDark,
      { opacity: 0.55 },
    ),
    path('M0 372 C 180 340, 360 392, 540 360 S 760 350, 800 356 L800 600 L0 600 Z', c.mint),
    path('M0 470 C 200 440, 420 490, 800 450 L800 600 L0 600 Z', c.sand),
  ].join('');
}

/** A palm tree whose trunk base stands at (x, y), `h` tall, leaning by `lean`. */
function palm(x: number, y: number, h: number, lean: number): string {
  const topX = x + lean;
  const topY = y - h;
  const trunk = path(
    `M${x - 9} ${y} C ${x - 6} ${y - h * 0.5}, ${topX - 6} ${topY + h * 0.3}, ${topX - 4} ${topY} L ${topX + 4} ${topY} C ${topX + 4} ${topY + h * 0.3}, ${x + 6} ${y - h * 0.5}, ${x + 9} ${y} Z`,
    c.trunk,
  );
  const rings = Array.from({ length: 7 }, (_, i) => {
    const t = (i + 1) / 8;
    const rx = x + (topX - x) * t * t;
    const ry = y - h * t;
    return stroke(`M${rx - 6} ${ry} L${rx + 6} ${ry - 2}`, c.trunkDark, 2);
  }).join('');
  const frond = (angle: number, len: number, color: string) =>
    g(
      `translate(${topX} ${topY}) rotate(${angle})`,
      path(
        `M0 0 C ${len * 0.35} ${-len * 0.28}, ${len * 0.75} ${-len * 0.2}, ${len} ${len * 0.12} C ${len * 0.7} ${-len * 0.02}, ${len * 0.35} ${-len * 0.04}, 0 0 Z`,
        color,
      ),
    );
  const fronds = [
    frond(-160, 78, c.dark),
    frond(-20, 78, c.dark),
    frond(-200, 70, c.brand),
    frond(20, 70, c.brand),
    frond(-120, 64, c.mid),
    frond(-60, 64, c.mid),
    frond(-90, 52, c.brand),
  ].join('');
  return trunk + rings + fronds + circle(topX, topY + 4, 7, c.trunkDark);
}

/** A single-storey Spanish-style house with a terracotta roof; (x, y) is the bottom-left. */
function house(x: number, y: number, scale = 1, wall = c.cream, door = c.brand): string {
  return g(
    `translate(${x} ${y}) scale(${scale})`,
    rect(0, -150, 300, 150, wall),
    rect(0, -150, 300, 150, 'none', 0, { stroke: c.sandDark, 'stroke-width': 3 }),
    path('M-22 -146 L150 -232 L322 -146 Z', c.terracotta),
    path('M-22 -146 L322 -146 L322 -134 L-22 -134 Z', c.terracottaDark),
    // arched window, door, square window, planter
    path('M30 -40 L30 -96 A 30 30 0 0 1 90 -96 L90 -40 Z', c.sky, {
      stroke: c.white,
      'stroke-width': 6,
    }),
    stroke('M60 -120 L60 -40', c.white, 4),
    path('M128 0 L128 -92 A 26 26 0 0 1 180 -92 L180 0 Z', door),
    circle(168, -46, 4, c.gold),
    rect(212, -108, 62, 58, c.sky, 4, { stroke: c.white, 'stroke-width': 6 }),
    stroke('M243 -108 L243 -50', c.white, 4),
    rect(206, -44, 74, 14, c.terracottaDark, 3),
    circle(220, -48, 9, c.mid),
    circle(238, -50, 10, c.brand),
    circle(258, -48, 9, c.mid),
    rect(118, 0, 72, 8, c.sandDark, 2),
  );
}

/** A phone showing a rent payment received. (x, y) is the top-left. */
function rentPhone(x: number, y: number): string {
  return g(
    `translate(${x} ${y}) rotate(6)`,
    rect(6, 8, 132, 236, c.deep, 22, { opacity: 0.18 }),
    rect(0, 0, 132, 236, c.deep, 22),
    rect(8, 10, 116, 216, c.white, 16),
    rect(48, 16, 36, 6, c.deep, 3),
    rect(20, 36, 92, 10, c.mint, 5),
    circle(66, 96, 30, c.brand),
    stroke('M52 96 L62 106 L81 85', c.white, 7),
    rect(24, 142, 84, 12, c.ink, 6, { opacity: 0.85 }),
    rect(34, 162, 64, 9, c.grey, 4.5),
    rect(20, 188, 92, 24, c.accent, 12),
  );
}

/** A price tag on a string: the flat fee. (x, y) is the hole. */
function priceTag(x: number, y: number): string {
  return g(
    `translate(${x} ${y}) rotate(-14)`,
    stroke('M0 0 C -20 -30, -46 -34, -64 -20', c.ink, 3),
    path(
      'M-18 -24 L60 -24 L92 0 L60 24 L-18 24 Q -26 24 -26 16 L -26 -16 Q -26 -24 -18 -24 Z',
      c.accent,
    ),
    circle(0, 0, 7, c.cream),
    // "$" drawn as strokes, so no font is needed
    stroke('M52 -12 C 44 -17, 30 -15, 30 -7 C 30 3, 54 -1, 54 9 C 54 17, 38 18, 30 12', c.white, 5),
    stroke('M42 -19 L42 20', c.white, 4),
  );
}

// ---- scenes --------------------------------------------------------------------------------

export function homeHeroSvg(): string {
  return svg(
    W,
    H,
    landscape(640, 132),
    palm(118, 470, 250, -18),
    palm(700, 452, 214, 22),
    house(200, 460, 1.05),
    // path to the door
    path('M332 470 L360 470 L400 600 L300 600 Z', c.sandDark),
    // low hedge
    ...[150, 190, 530, 570, 610].map((cx) => circle(cx, 462, 22, cx < 300 ? c.mid : c.brand)),
    rentPhone(586, 312),
    priceTag(424, 112),
  );
}

export function portalsSvg(): string {
  const bar = (i: number, h: number) =>
    rect(248 + i * 34, 300 - h, 22, h, i === 4 ? c.accent : c.mid, 4);
  return svg(
    W,
    H,
    rect(0, 0, W, H, c.pale),
    circle(650, 120, 150, c.mint),
    circle(120, 520, 120, c.mint),
    circle(700, 500, 40, c.gold, { opacity: 0.5 }),
    // laptop
    rect(96, 110, 500, 320, c.deep, 18),
    rect(112, 126, 468, 288, c.white, 8),
    rect(112, 126, 468, 34, c.brand, 8),
    rect(112, 150, 468, 10, c.brand),
    circle(134, 143, 7, c.mint),
    rect(150, 138, 90, 10, c.mint, 5),
    // KPI cards
    ...[0, 1, 2].map((i) =>
      [
        rect(128 + i * 150, 176, 136, 64, c.pale, 8),
        rect(140 + i * 150, 190, 60, 8, c.grey, 4),
        rect(140 + i * 150, 208, 92, 16, i === 1 ? c.accent : c.brand, 5),
      ].join(''),
    ),
    // chart panel
    rect(128, 254, 286, 146, c.pale, 8),
    rect(144, 268, 80, 8, c.grey, 4),
    ...[40, 56, 48, 70, 86, 78].map((h, i) => bar(i, h)).map((b) => g('translate(-96 90)', b)),
    stroke('M160 372 L200 352 L240 360 L280 330 L320 318 L380 300', c.brand, 4),
    // list panel
    rect(428, 254, 136, 146, c.pale, 8),
    ...[0, 1, 2, 3].map((i) =>
      [
        circle(446, 280 + i * 32, 8, i < 3 ? c.mid : c.grey),
        rect(460, 275 + i * 32, 88, 10, c.grey, 5),
      ].join(''),
    ),
    path('M60 430 L632 430 L600 462 L92 462 Z', c.greyDark),
    rect(60, 430, 572, 12, c.grey, 4),
    rect(300, 430, 92, 8, c.greyDark, 4),
    // phone
    g(
      'translate(560 200)',
      rect(8, 10, 150, 290, c.deep, 24, { opacity: 0.2 }),
      rect(0, 0, 150, 290, c.deep, 24),
      rect(9, 12, 132, 266, c.white, 17),
      rect(55, 19, 40, 7, c.deep, 3.5),
      rect(22, 42, 106, 46, c.brand, 10),
      rect(34, 54, 50, 8, c.mint, 4),
      rect(34, 68, 74, 10, c.white, 5),
      rect(22, 100, 106, 30, c.accent, 15),
      ...[0, 1, 2].map((i) =>
        [
          rect(22, 144 + i * 40, 106, 32, c.pale, 8),
          circle(38, 160 + i * 40, 8, c.mid),
          stroke(`M34 ${160 + i * 40} L37 ${163 + i * 40} L43 ${156 + i * 40}`, c.white, 2.5),
          rect(52, 155 + i * 40, 64, 9, c.grey, 4.5),
        ].join(''),
      ),
    ),
  );
}

export function servicesHeroSvg(): string {
  const key = g(
    'translate(500 530) rotate(-16) scale(0.72)',
    circle(0, 0, 46, c.gold),
    circle(0, 0, 20, c.cream),
    rect(40, -11, 190, 22, c.gold, 6),
    rect(178, 11, 16, 30, c.gold, 3),
    rect(206, 11, 16, 22, c.gold, 3),
    circle(0, 0, 46, 'none', { stroke: c.goldDark, 'stroke-width': 4 }),
  );
  const clipboard = g(
    'translate(70 300) rotate(-6)',
    rect(6, 8, 170, 220, c.deep, 14, { opacity: 0.16 }),
    rect(0, 0, 170, 220, c.trunk, 14),
    rect(12, 16, 146, 194, c.white, 8),
    rect(55, -10, 60, 26, c.greyDark, 8),
    ...[0, 1, 2, 3].map((i) =>
      [
        rect(28, 46 + i * 40, 22, 22, i < 3 ? c.brand : c.pale, 5, {
          stroke: c.brand,
          'stroke-width': 2,
        }),
        i < 3 ? stroke(`M33 ${57 + i * 40} L38 ${62 + i * 40} L46 ${51 + i * 40}`, c.white, 3) : '',
        rect(60, 52 + i * 40, 80, 10, c.grey, 5),
      ].join(''),
    ),
  );
  return svg(
    W,
    H,
    landscape(110, 120),
    house(250, 420, 0.5, c.cream, c.brand),
    house(424, 432, 0.56, c.sand, c.accentDark),
    house(612, 420, 0.5, c.white, c.dark),
    palm(232, 430, 190, -12),
    palm(782, 426, 170, 10),
    ...[268, 300, 444, 476, 560, 630, 662].map((cx, i) =>
      circle(cx, 428 + (i > 1 && i < 5 ? 8 : 0), 15, i % 2 ? c.mid : c.brand),
    ),
    clipboard,
    key,
  );
}

/** The social preview: brand panel with the headline, and the hero scene on the right. */
export function ogImageSvg(): string {
  const ow = 1200;
  const oh = 630;
  const heroInner = homeHeroSvg()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/id="sky"/, 'id="sky-og"')
    .replace(/url\(#sky\)/, 'url(#sky-og)');
  const font = `font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return svg(
    ow,
    oh,
    `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="1" stop-color="${c.brand}"/></linearGradient>` +
      `<clipPath id="art"><rect x="640" y="60" width="500" height="510" rx="28"/></clipPath></defs>`,
    rect(0, 0, ow, oh, 'url(#brand)'),
    circle(1120, 40, 160, c.mid, { opacity: 0.35 }),
    `<g clip-path="url(#art)"><g transform="translate(555 60) scale(0.85)">${heroInner}</g></g>`,
    rect(640, 60, 500, 510, 'none', 28, { stroke: c.mint, 'stroke-width': 4, opacity: 0.6 }),
    // logo mark (as in src/components/layout/Logo.tsx)
    g(
      'translate(64 64) scale(2)',
      rect(0, 0, 32, 32, c.mint, 8),
      stroke('M6 21.5 13 12l3.2 4.3L19.5 10 26 21.5', c.deep, 2.6),
      stroke('M6 25h20', c.deep, 2.6),
    ),
    `<text x="144" y="111" ${font} font-size="30" font-weight="700" fill="${c.white}">${esc(company.shortName)}</text>`,
    `<text x="64" y="250" ${font} font-size="66" font-weight="700" fill="${c.white}">Property</text>`,
    `<text x="64" y="326" ${font} font-size="66" font-weight="700" fill="${c.white}">Management,</text>`,
    `<text x="64" y="402" ${font} font-size="66" font-weight="700" fill="${c.gold}">Simplified.</text>`,
    `<text x="64" y="476" ${font} font-size="30" fill="${c.mint}">One flat rate: ${esc(claimText.flatRateRange)}/month</text>`,
    `<text x="64" y="518" ${font} font-size="26" fill="${c.mint}">No hidden fees · No percentage cuts</text>`,
    `<text x="64" y="572" ${font} font-size="22" fill="${c.grey}">Southern California · ${esc(company.phone)}</text>`,
  );
}

// ---- output --------------------------------------------------------------------------------

async function writeWebp(
  svgText: string,
  base: string,
  widths: readonly number[],
  keepSvg: boolean,
) {
  const file = (suffix: string) => `${PUBLIC}${base.replace(/^\//, '')}${suffix}`;
  await mkdir(dirname(file('')), { recursive: true });
  for (const width of widths) {
    // Render at the target width straight from the vector (sharp scales via density).
    const density = Math.ceil((72 * width) / W);
    const out = await sharp(Buffer.from(svgText), { density })
      .resize({ width })
      .webp({ quality: 82, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(file(`-${width}.webp`), out);
    console.log(`${base}-${width}.webp  ${(out.length / 1024).toFixed(1)} KB`);
  }
  if (keepSvg) await writeFile(file('.svg'), svgText);
}

async function main() {
  const keepSvg = process.argv.includes('--svg');
  await writeWebp(
    homeHeroSvg(),
    illustrations.homeHero.base,
    illustrations.homeHero.widths,
    keepSvg,
  );
  await writeWebp(
    portalsSvg(),
    illustrations.homePortals.base,
    illustrations.homePortals.widths,
    keepSvg,
  );
  await writeWebp(
    servicesHeroSvg(),
    illustrations.servicesHero.base,
    illustrations.servicesHero.widths,
    keepSvg,
  );
  const og = await sharp(Buffer.from(ogImageSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writeFile(`${PUBLIC}og-image.png`, og);
  const meta = await sharp(og).metadata();
  console.log(`og-image.png ${meta.width}x${meta.height}  ${(og.length / 1024).toFixed(1)} KB`);
}

await main();
