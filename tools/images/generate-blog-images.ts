/**
 * Draws one flat illustration per blog post as SVG and renders it to WebP under
 * public/images/blog/: `<id>.webp` (1200x630, article hero) and `<id>-card.webp` (600x315, cards).
 *
 *   npx tsx tools/images/generate-blog-images.ts          # writes the WebP files
 *   npx tsx tools/images/generate-blog-images.ts --svg    # also writes the SVG sources (to inspect)
 *
 * Deterministic: no randomness, no text (so no dependence on installed fonts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { blogImageSizes } from '../../src/content/blog/types.ts';

const { width: W, height: H } = blogImageSizes.hero;
const OUT_DIR = fileURLToPath(new URL('../../public/images/blog/', import.meta.url));

/** Brand palette (tailwind.config.ts) plus a few soft neutrals. */
const c = {
  deep: '#0a2e23',
  dark: '#114d3a',
  brand: '#17644b',
  mid: '#1f7a5c',
  mint: '#d5ece4',
  pale: '#eef7f4',
  accent: '#e0892b',
  accentDark: '#c2701a',
  sand: '#f6e7d2',
  cream: '#fffaf2',
  white: '#ffffff',
  sky: '#cfe8e0',
  gold: '#f2b544',
  goldDark: '#d3952a',
  grey: '#9fb3ac',
};

// ---------------------------------------------------------------------------------------------
// Drawing helpers (all return SVG fragments)
// ---------------------------------------------------------------------------------------------

const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const path = (d: string, fill: string, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' })}/>`;
const group = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;

/** Sky gradient, a soft sun and rolling hills: the shared backdrop of every illustration. */
function backdrop(sunX: number, sunColor = c.gold): string {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${c.pale}"/><stop offset="1" stop-color="${c.sky}"/></linearGradient></defs>`,
    rect(0, 0, W, H, 'url(#sky)'),
    circle(sunX, 150, 70, sunColor, { opacity: 0.9 }),
    circle(sunX, 150, 100, sunColor, { opacity: 0.18 }),
    path(`M0 470 C 200 400 380 430 560 455 S 900 390 1200 430 L1200 630 L0 630 Z`, c.mint),
    path(`M0 520 C 260 470 520 520 760 505 S 1050 470 1200 500 L1200 630 L0 630 Z`, c.mid, {
      opacity: 0.35,
    }),
    rect(0, 560, W, 70, c.brand, 0, { opacity: 0.9 }),
  ].join('');
}

/** A simple house: body, roof, door and two windows. (x, y) is the bottom-left corner. */
function house(x: number, y: number, w: number, h: number, body = c.cream, roof = c.dark): string {
  const roofH = h * 0.55;
  const doorW = w * 0.2;
  const winW = w * 0.2;
  return [
    rect(x, y - h, w, h, body),
    path(
      `M${x - w * 0.08} ${y - h} L${x + w / 2} ${y - h - roofH} L${x + w * 1.08} ${y - h} Z`,
      roof,
    ),
    rect(x + w * 0.4, y - h * 0.55, doorW, h * 0.55, c.accent, 4),
    rect(x + w * 0.1, y - h * 0.78, winW, winW * 0.9, c.sky, 4, {
      stroke: c.dark,
      'stroke-width': 4,
    }),
    rect(x + w * 0.7, y - h * 0.78, winW, winW * 0.9, c.sky, 4, {
      stroke: c.dark,
      'stroke-width': 4,
    }),
    rect(x + w * 0.72, y - h - roofH * 0.75, w * 0.1, roofH * 0.5, c.dark),
  ].join('');
}

/** A palm tree, for a Southern California feel. */
function palm(x: number, y: number, s = 1): string {
  const frond = 'M0 0 C 30 -20 80 -20 110 10 C 70 -5 35 -2 0 6 Z';
  const side = [-55, -20, 15, 50]
    .map((deg) => group(`rotate(${deg} 0 0)`, path(frond, c.brand)))
    .join('');
  const fronds = side + group('scale(-1 1)', side) + group('rotate(-90 0 0)', path(frond, c.mid));
  return group(
    `translate(${x} ${y}) scale(${s})`,
    path('M-6 0 C -2 -80 4 -160 16 -240 L 26 -240 C 16 -160 10 -80 8 0 Z', c.accentDark),
    group('translate(20 -240)', fronds),
  );
}

// ---------------------------------------------------------------------------------------------
// Topic motifs
// ---------------------------------------------------------------------------------------------

function coinStack(x: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cy = y - i * 22;
    out += `<ellipse ${attrs({ cx: x, cy: cy + 8, rx: 62, ry: 18, fill: c.goldDark })}/>`;
    out += rect(x - 62, cy - 10, 124, 18, c.goldDark);
    out += `<ellipse ${attrs({ cx: x, cy: cy - 10, rx: 62, ry: 18, fill: c.gold })}/>`;
  }
  return out;
}

function clock(cx: number, cy: number, r: number): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return line(
      cx + Math.cos(a) * r * 0.78,
      cy + Math.sin(a) * r * 0.78,
      cx + Math.cos(a) * r * 0.9,
      cy + Math.sin(a) * r * 0.9,
      c.dark,
      5,
    );
  }).join('');
  return [
    circle(cx, cy, r + 14, c.dark),
    circle(cx, cy, r, c.white),
    ticks,
    line(cx, cy, cx, cy - r * 0.6, c.dark, 10),
    line(cx, cy, cx + r * 0.45, cy + r * 0.2, c.accent, 8),
    circle(cx, cy, 10, c.dark),
  ].join('');
}

function barChart(x: number, y: number): string {
  const bars = [90, 150, 205, 280, 350];
  const out = bars.map((h, i) =>
    rect(x + i * 78, y - h, 54, h, i === bars.length - 1 ? c.accent : c.mid, 8),
  );
  const tops = bars.map((h, i) => [x + i * 78 + 27, y - h - 40] as const);
  const d = tops.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px} ${py}`).join(' ');
  const [ex, ey] = tops[tops.length - 1] ?? [0, 0];
  return [
    rect(x - 20, y, bars.length * 78 + 20, 8, c.dark, 4),
    ...out,
    path(d, 'none', {
      stroke: c.dark,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path(`M${ex - 34} ${ey - 2} L${ex + 6} ${ey - 40} L${ex + 12} ${ey + 12} Z`, c.dark),
  ].join('');
}

function clipboard(x: number, y: number): string {
  const lines = [0, 1, 2, 3]
    .map((i) =>
      [
        rect(x + 50, y + 110 + i * 62, 34, 34, c.mint, 6, { stroke: c.mid, 'stroke-width': 4 }),
        i < 3
          ? path(`M${x + 56} ${y + 127 + i * 62} l9 9 l16 -18`, 'none', {
              stroke: c.brand,
              'stroke-width': 6,
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            })
          : '',
        rect(x + 100, y + 118 + i * 62, 150 - (i % 2) * 40, 16, c.grey, 8),
      ].join(''),
    )
    .join('');
  return [
    rect(x, y, 300, 380, c.dark, 22),
    rect(x + 18, y + 28, 264, 336, c.white, 12),
    rect(x + 95, y - 18, 110, 50, c.accent, 12),
    lines,
  ].join('');
}

function magnifier(cx: number, cy: number, r: number): string {
  return [
    line(cx + r * 0.7, cy + r * 0.7, cx + r * 1.6, cy + r * 1.6, c.dark, 30),
    circle(cx, cy, r, c.sky, { opacity: 0.85 }),
    circle(cx, cy, r, 'none', { stroke: c.dark, 'stroke-width': 18 }),
    path(
      `M${cx - r * 0.45} ${cy - r * 0.2} a ${r * 0.55} ${r * 0.55} 0 0 1 ${r * 0.5} -${r * 0.35}`,
      'none',
      {
        stroke: c.white,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      },
    ),
  ].join('');
}

function tools(cx: number, cy: number): string {
  // A box-end wrench: a shaft with a ring at each end.
  const wrench = group(
    `translate(${cx} ${cy}) rotate(-40)`,
    rect(-16, -120, 32, 240, c.grey, 12),
    circle(0, -135, 44, c.grey),
    circle(0, -135, 20, c.pale),
    circle(0, 135, 36, c.grey),
    circle(0, 135, 16, c.pale),
  );
  const screwdriver = group(
    `translate(${cx} ${cy}) rotate(40)`,
    rect(-26, 60, 52, 150, c.accent, 20),
    rect(-9, -120, 18, 185, c.grey, 4),
    path('M-9 -120 L0 -150 L9 -120 Z', c.grey),
  );
  return wrench + screwdriver;
}

function cloud(x: number, y: number, s = 1): string {
  return group(
    `translate(${x} ${y}) scale(${s})`,
    circle(0, 0, 45, c.white),
    circle(50, -20, 60, c.white),
    circle(110, 0, 45, c.white),
    rect(0, -5, 110, 50, c.white),
    ...[10, 55, 100].map((dx) => line(dx, 70, dx - 10, 100, c.mid, 8)),
  );
}

function scales(cx: number, top: number): string {
  const pan = (x: number, y: number) =>
    [
      line(x, y, x - 70, y + 110, c.dark, 5),
      line(x, y, x + 70, y + 110, c.dark, 5),
      path(`M${x - 90} ${y + 110} h180 a 90 45 0 0 1 -180 0 Z`, c.gold),
    ].join('');
  return [
    rect(cx - 12, top, 24, 330, c.dark, 8),
    path(`M${cx - 110} ${top + 360} h220 l-40 -40 h-140 Z`, c.dark),
    rect(cx - 200, top + 40, 400, 22, c.dark, 11),
    circle(cx, top, 28, c.accent),
    pan(cx - 190, top + 60),
    pan(cx + 190, top + 60),
  ].join('');
}

function book(x: number, y: number): string {
  return [
    path(`M${x} ${y} q 120 -40 240 0 v 150 q -120 -40 -240 0 Z`, c.white, {
      stroke: c.dark,
      'stroke-width': 8,
    }),
    path(`M${x + 240} ${y} q 120 -40 240 0 v 150 q -120 -40 -240 0 Z`, c.white, {
      stroke: c.dark,
      'stroke-width': 8,
    }),
    ...[0, 1, 2].map((i) => line(x + 40, y + 40 + i * 30, x + 200, y + 28 + i * 30, c.grey, 8)),
    ...[0, 1, 2].map((i) => line(x + 280, y + 28 + i * 30, x + 440, y + 40 + i * 30, c.grey, 8)),
  ].join('');
}

function megaphone(x: number, y: number): string {
  return group(
    `translate(${x} ${y}) rotate(-12)`,
    path('M0 -40 L170 -120 L170 120 L0 40 Z', c.accent),
    rect(-60, -45, 70, 90, c.dark, 14),
    rect(160, -130, 34, 260, c.accentDark, 14),
    path('M20 40 l 20 90 l 40 -10 l -16 -70 Z', c.dark),
    ...[-70, 0, 70].map((dy, i) =>
      path(`M240 ${dy} q 40 ${-10 + i * 10} 80 ${-20 + i * 20}`, 'none', {
        stroke: c.brand,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
    ),
  );
}

function rentSign(x: number, y: number): string {
  return [
    rect(x, y - 240, 18, 240, c.dark, 4),
    rect(x, y - 240, 190, 16, c.dark, 4),
    line(x + 50, y - 224, x + 50, y - 196, c.dark, 5),
    line(x + 160, y - 224, x + 160, y - 196, c.dark, 5),
    rect(x + 30, y - 200, 150, 100, c.white, 10, { stroke: c.accent, 'stroke-width': 8 }),
    // A key, instead of lettering.
    circle(x + 75, y - 150, 22, 'none', { stroke: c.brand, 'stroke-width': 10 }),
    rect(x + 95, y - 155, 60, 10, c.brand, 4),
    rect(x + 130, y - 155, 10, 24, c.brand, 3),
    rect(x + 145, y - 155, 10, 18, c.brand, 3),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// One scene per post
// ---------------------------------------------------------------------------------------------

const scenes: Record<string, () => string> = {
  'hidden-cost-self-managing': () =>
    [
      backdrop(600),
      house(180, 560, 300, 210),
      coinStack(640, 555, 7),
      clock(900, 330, 120),
      palm(1090, 575, 0.9),
    ].join(''),
  'boost-rental-profits': () =>
    [backdrop(140), house(120, 560, 280, 200), barChart(560, 555), palm(1110, 575, 0.8)].join(''),
  'tenant-screening': () =>
    [
      backdrop(1060),
      house(110, 560, 240, 170, c.cream, c.mid),
      clipboard(470, 150),
      magnifier(860, 300, 95),
    ].join(''),
  'maintenance-guide': () =>
    [
      backdrop(1080),
      cloud(160, 140, 0.9),
      house(420, 560, 340, 230),
      tools(900, 360),
      palm(120, 575, 0.85),
    ].join(''),
  'california-laws': () =>
    [backdrop(130), house(860, 560, 240, 170), book(150, 470), scales(600, 120)].join(''),
  'rental-marketing': () =>
    [backdrop(600), house(130, 560, 300, 210), rentSign(520, 560), megaphone(780, 330)].join(''),
};

function svg(id: string): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`No illustration for post ${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene()}</svg>`;
}

async function main() {
  const writeSvg = process.argv.includes('--svg');
  await mkdir(OUT_DIR, { recursive: true });
  for (const id of Object.keys(scenes)) {
    const source = Buffer.from(svg(id));
    if (writeSvg) await writeFile(`${OUT_DIR}${id}.svg`, source);
    const { width: cw, height: ch } = blogImageSizes.card;
    const hero = await sharp(source).resize(W, H).webp({ quality: 80, effort: 6 }).toBuffer();
    const card = await sharp(source).resize(cw, ch).webp({ quality: 78, effort: 6 }).toBuffer();
    await writeFile(`${OUT_DIR}${id}.webp`, hero);
    await writeFile(`${OUT_DIR}${id}-card.webp`, card);
    console.log(
      `${id}: hero ${(hero.length / 1024).toFixed(1)} KB, card ${(card.length / 1024).toFixed(1)} KB`,
    );
  }
}

await main();
