/**
 * Draws the demo listings' photos (supabase/seed.sql) as SVG illustrations and renders them to
 * WebP under public/images/listings/: `<name>.webp` at 1200x800, `<name>-800.webp` at 800x533 (a
 * card on a phone: about 430 CSS px wide at DPR 1.75) and `<name>-600.webp` at 600x400.
 * The site works offline, so the seed never points at another host.
 *
 *   npx tsx tools/images/generate-listing-images.ts          # writes the WebP files
 *   npx tsx tools/images/generate-listing-images.ts --svg    # also writes the SVG sources (to inspect)
 *
 * Deterministic: the same script always draws the same pictures (seeded randomness only).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 800;
const OUT_DIR = fileURLToPath(new URL('../../public/images/listings/', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Small drawing helpers
// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny seeded PRNG so every run draws the same ridges and leaves. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (p: ReadonlyArray<readonly [number, number]>) =>
  p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const poly = (p: ReadonlyArray<readonly [number, number]>, fill: string, extra = '') =>
  `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 2) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${w}"/>`;

/** Collects gradient definitions while a scene is drawn, so ids never collide. */
class Defs {
  private items: string[] = [];
  private n = 0;
  linear(stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
    const id = `g${this.n++}`;
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
    this.items.push(`<linearGradient id="${id}" ${dir}>${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: ReadonlyArray<readonly [number, string]>): string {
    const id = `g${this.n++}`;
    const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
    this.items.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function svg(defs: Defs, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Landscape pieces
// ---------------------------------------------------------------------------------------------

type SkyKind = 'day' | 'afternoon' | 'desert' | 'golden';

const SKIES: Record<SkyKind, ReadonlyArray<readonly [number, string]>> = {
  day: [
    [0, '#5f9fd9'],
    [0.6, '#a9d2f0'],
    [1, '#e4f1f8'],
  ],
  afternoon: [
    [0, '#6aa6dc'],
    [0.7, '#bfdcf0'],
    [1, '#f3ead8'],
  ],
  desert: [
    [0, '#3f86c8'],
    [0.55, '#9cc9e8'],
    [1, '#f6e3c6'],
  ],
  golden: [
    [0, '#4b6fa8'],
    [0.45, '#e9a87c'],
    [0.8, '#f6cf91'],
    [1, '#fbe6b5'],
  ],
};

function sky(d: Defs, kind: SkyKind, horizon: number): string[] {
  const out = [rect(0, 0, W, horizon + 40, d.linear(SKIES[kind]))];
  if (kind === 'golden') out.push(circle(930, horizon - 70, 60, '#fff1c9', 'opacity="0.9"'));
  else out.push(circle(1030, 120, 46, '#fffbea', 'opacity="0.85"'));
  return out;
}

function clouds(seed: number, count: number, maxY: number): string[] {
  const rand = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = 80 + rand() * 1040;
    const y = 60 + rand() * (maxY - 60);
    const s = 0.6 + rand() * 0.8;
    out.push(
      `<g opacity="0.85" fill="#ffffff">${ellipse(x, y, 70 * s, 18 * s, '#ffffff')}${ellipse(x - 30 * s, y - 10 * s, 36 * s, 20 * s, '#ffffff')}${ellipse(x + 26 * s, y - 14 * s, 42 * s, 24 * s, '#ffffff')}</g>`,
    );
  }
  return out;
}

/** A mountain ridge from x=0 to x=W, its peaks between `top` and `base`. */
function ridge(seed: number, base: number, top: number, fill: string, step = 55): string {
  const rand = rng(seed);
  const p: Array<[number, number]> = [[0, base + 30]];
  let y = base - (base - top) * 0.5;
  for (let x = 0; x <= W + step; x += step) {
    y += (rand() - 0.5) * (base - top) * 0.45;
    y = Math.min(base, Math.max(top, y));
    p.push([x, y]);
  }
  p.push([W, base + 30]);
  return poly(p, fill);
}

function palm(x: number, baseY: number, height: number, lean = 0): string {
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = `<path d="M${x - 9},${baseY} Q${x + lean * 0.3},${baseY - height * 0.5} ${topX - 4},${topY} L${topX + 4},${topY} Q${x + lean * 0.3 + 10},${baseY - height * 0.5} ${x + 9},${baseY} Z" fill="#8a6a4a"/>`;
  const rings: string[] = [];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const cx = x + lean * t * t;
    const cy = baseY - height * t;
    rings.push(line(cx - 7, cy, cx + 7, cy + 3, '#6d5239', 1.5));
  }
  const fronds: string[] = [];
  const angles = [-160, -130, -100, -70, -40, -10, 20, 200, 170];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = height * 0.32;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - 12;
    fronds.push(
      `<path d="M${r1(topX)},${r1(topY)} Q${r1(mx)},${r1(my)} ${r1(ex)},${r1(ey)} Q${r1(mx)},${r1(my + 16)} ${r1(topX)},${r1(topY + 4)} Z" fill="#3f7a3a"/>`,
    );
  }
  return `<g>${trunk}${rings.join('')}${fronds.join('')}${circle(topX, topY + 4, 7, '#5a4a2a')}</g>`;
}

function roundTree(x: number, baseY: number, size: number, seed: number, fruit?: string): string {
  const rand = rng(seed);
  const out = [rect(x - size * 0.07, baseY - size * 0.9, size * 0.14, size * 0.9, '#6b4f35')];
  const greens = ['#3d6b35', '#4a7d3f', '#5a8f49'];
  for (let i = 0; i < 7; i++) {
    const cx = x + (rand() - 0.5) * size * 0.9;
    const cy = baseY - size * 1.05 + (rand() - 0.5) * size * 0.5;
    out.push(circle(cx, cy, size * (0.32 + rand() * 0.18), greens[i % 3]!));
  }
  if (fruit) {
    for (let i = 0; i < 12; i++) {
      out.push(
        circle(
          x + (rand() - 0.5) * size * 0.9,
          baseY - size * 1.05 + (rand() - 0.5) * size * 0.55,
          size * 0.045,
          fruit,
        ),
      );
    }
  }
  return `<g>${out.join('')}</g>`;
}

function shrub(x: number, y: number, w: number, color = '#4f7f45', flower?: string): string {
  const out = [
    ellipse(x, y, w / 2, w * 0.28, color),
    ellipse(x - w * 0.22, y - w * 0.1, w * 0.26, w * 0.2, color),
    ellipse(x + w * 0.2, y - w * 0.12, w * 0.28, w * 0.22, color),
  ];
  if (flower) {
    const rand = rng(Math.round(x * 7 + y));
    for (let i = 0; i < 8; i++) {
      out.push(
        circle(
          x + (rand() - 0.5) * w * 0.8,
          y - w * 0.15 + (rand() - 0.5) * w * 0.25,
          w * 0.05,
          flower,
        ),
      );
    }
  }
  return `<g>${out.join('')}</g>`;
}

function agave(x: number, y: number, s: number): string {
  const leaves: string[] = [];
  for (const a of [-150, -125, -100, -80, -55, -30]) {
    const rad = (a * Math.PI) / 180;
    leaves.push(
      `<path d="M${x - 5 * s},${y} L${r1(x + Math.cos(rad) * 46 * s)},${r1(y + Math.sin(rad) * 40 * s)} L${x + 5 * s},${y} Z" fill="#6f9a86"/>`,
    );
  }
  return `<g>${leaves.join('')}</g>`;
}

function barrelCactus(x: number, y: number, s: number): string {
  return `<g>${ellipse(x, y - 18 * s, 20 * s, 22 * s, '#5f8f52')}${line(x, y - 38 * s, x, y + 2 * s, '#4b7641', 2)}${line(x - 10 * s, y - 34 * s, x - 12 * s, y, '#4b7641', 2)}${line(x + 10 * s, y - 34 * s, x + 12 * s, y, '#4b7641', 2)}${circle(x, y - 40 * s, 4 * s, '#e8c547')}</g>`;
}

function cypress(x: number, baseY: number, h: number): string {
  return `<g>${ellipse(x, baseY - h / 2, h * 0.12, h / 2, '#2f5a34')}${ellipse(x + 3, baseY - h / 2 + 8, h * 0.08, h * 0.42, '#3b6b3f')}</g>`;
}

// ---------------------------------------------------------------------------------------------
// House parts
// ---------------------------------------------------------------------------------------------

function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { frame?: string; glass?: string; cols?: number; rows?: number; shutters?: string } = {},
): string {
  const frame = opts.frame ?? '#f7f4ee';
  const out: string[] = [];
  if (opts.shutters) {
    out.push(
      rect(x - w * 0.32, y, w * 0.28, h, opts.shutters),
      rect(x + w * 1.04, y, w * 0.28, h, opts.shutters),
    );
  }
  out.push(rect(x - 5, y - 5, w + 10, h + 10, frame));
  out.push(rect(x, y, w, h, opts.glass ?? '#8fb5cc'));
  out.push(
    poly(
      [
        [x, y + h],
        [x + w * 0.55, y],
        [x + w * 0.75, y],
        [x + w * 0.2, y + h],
      ],
      '#ffffff',
      'opacity="0.22"',
    ),
  );
  const cols = opts.cols ?? 2;
  const rows = opts.rows ?? 2;
  for (let c = 1; c < cols; c++)
    out.push(line(x + (w * c) / cols, y, x + (w * c) / cols, y + h, frame, 4));
  for (let r = 1; r < rows; r++)
    out.push(line(x, y + (h * r) / rows, x + w, y + (h * r) / rows, frame, 4));
  out.push(rect(x - 8, y + h + 2, w + 16, 8, frame));
  return out.join('');
}

function door(x: number, y: number, w: number, h: number, color: string, arched = false): string {
  const out: string[] = [];
  if (arched) {
    out.push(
      `<path d="M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h} Z" fill="${color}"/>`,
    );
  } else {
    out.push(rect(x - 5, y - 5, w + 10, h + 5, '#f2eee6'), rect(x, y, w, h, color));
    out.push(rect(x + w * 0.15, y + h * 0.1, w * 0.7, h * 0.32, '#000000', 'opacity="0.12"'));
    out.push(rect(x + w * 0.15, y + h * 0.52, w * 0.7, h * 0.36, '#000000', 'opacity="0.12"'));
  }
  out.push(circle(x + w * 0.82, y + h * 0.55, 4, '#d8b85a'));
  return out.join('');
}

function garageDoor(x: number, y: number, w: number, h: number, color: string): string {
  const out = [rect(x - 6, y - 6, w + 12, h + 6, '#ece7dc'), rect(x, y, w, h, color)];
  for (let i = 1; i < 4; i++)
    out.push(line(x, y + (h * i) / 4, x + w, y + (h * i) / 4, '#00000022', 3));
  for (let i = 1; i < 4; i++)
    out.push(line(x + (w * i) / 4, y, x + (w * i) / 4, y + h, '#0000000f', 2));
  return out.join('');
}

function shingles(
  p: ReadonlyArray<readonly [number, number]>,
  color: string,
  lineColor: string,
  y0: number,
  y1: number,
  x0: number,
  x1: number,
): string {
  const id = `clip${Math.round(x0 + y0 * 3 + x1)}`;
  const lines: string[] = [];
  for (let y = y0 + 10; y < y1; y += 12) lines.push(line(x0, y, x1, y, lineColor, 1.5));
  return `<clipPath id="${id}"><polygon points="${pts(p)}"/></clipPath>${poly(p, color)}<g clip-path="url(#${id})">${lines.join('')}</g>`;
}

function tileRoof(
  p: ReadonlyArray<readonly [number, number]>,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): string {
  const id = `tile${Math.round(x0 * 5 + y0 + x1)}`;
  const marks: string[] = [];
  for (let y = y0 + 8; y < y1; y += 14) {
    marks.push(line(x0, y, x1, y, '#8e3b22', 2));
    for (let x = x0 + ((y / 14) % 2) * 9; x < x1; x += 18)
      marks.push(ellipse(x, y - 5, 7, 5, '#c4643f', 'opacity="0.55"'));
  }
  return `<clipPath id="${id}"><polygon points="${pts(p)}"/></clipPath>${poly(p, '#b5532f')}<g clip-path="url(#${id})">${marks.join('')}</g>`;
}

function siding(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  lineColor: string,
  gap = 14,
): string {
  const out = [rect(x, y, w, h, color)];
  for (let yy = y + gap; yy < y + h; yy += gap) out.push(line(x, yy, x + w, yy, lineColor, 1.5));
  return out.join('');
}

function breezeBlocks(
  x: number,
  y: number,
  cols: number,
  rows: number,
  size: number,
  color: string,
  hole: string,
): string {
  const out = [rect(x, y, cols * size, rows * size, color)];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const cx = x + c * size + size / 2;
      const cy = y + r * size + size / 2;
      out.push(
        circle(cx, cy, size * 0.32, hole),
        poly(
          [
            [cx, cy - size * 0.45],
            [cx + size * 0.45, cy],
            [cx, cy + size * 0.45],
            [cx - size * 0.45, cy],
          ],
          'none',
          `stroke="${hole}" stroke-width="2"`,
        ),
      );
    }
  }
  return out.join('');
}

function lawn(d: Defs, top: number, colors: [string, string] = ['#7fae5a', '#5e9046']): string {
  return rect(
    0,
    top,
    W,
    H - top,
    d.linear([
      [0, colors[0]],
      [1, colors[1]],
    ]),
  );
}

function shadow(cx: number, cy: number, rx: number): string {
  return ellipse(cx, cy, rx, rx * 0.08, '#000000', 'opacity="0.18"');
}

// ---------------------------------------------------------------------------------------------
// Exterior scenes
// ---------------------------------------------------------------------------------------------

interface RanchStyle {
  wall: string;
  roof: string;
  roofLine: string;
  trim: string;
  doorColor: string;
  shutters?: string;
  garage: string;
  sky: SkyKind;
  seed: number;
}

/** A Southern California stucco ranch: long, low, hip roof, attached two-car garage. */
function ranchExterior(s: RanchStyle): string {
  const d = new Defs();
  const horizon = 470;
  const base = 600;
  const body: string[] = [
    ...sky(d, s.sky, horizon),
    ...clouds(s.seed, 4, 230),
    ridge(s.seed + 1, horizon - 40, 250, '#9fb1c4'),
    ridge(s.seed + 2, horizon, 330, '#7f95a8'),
    lawn(d, horizon + 20),
    roundTree(120, horizon + 70, 110, s.seed + 3),
    roundTree(1120, horizon + 60, 95, s.seed + 4),
  ];
  // Driveway to the garage, in perspective.
  body.push(
    poly(
      [
        [760, base],
        [1010, base],
        [1200, 800],
        [700, 800],
      ],
      '#c9c4b9',
    ),
  );
  body.push(shadow(600, base + 4, 470));
  // Roof (hip) and walls.
  const roofP: Array<[number, number]> = [
    [150, 440],
    [280, 350],
    [920, 350],
    [1050, 440],
  ];
  body.push(shingles(roofP, s.roof, s.roofLine, 350, 440, 150, 1050));
  body.push(rect(180, 440, 840, base - 440, s.wall));
  body.push(rect(150, 436, 900, 10, s.trim));
  // Garage block.
  body.push(garageDoor(775, 478, 225, base - 478, s.garage));
  // Entry, windows.
  body.push(rect(470, 445, 130, base - 445, '#000000', 'opacity="0.08"'));
  body.push(door(505, 478, 62, base - 478, s.doorColor));
  body.push(windowPane(235, 480, 150, 80, { shutters: s.shutters, cols: 3 }));
  body.push(windowPane(640, 480, 90, 80, { shutters: s.shutters }));
  // Path, planters and lawn details.
  body.push(
    poly(
      [
        [505, base],
        [567, base],
        [600, 800],
        [470, 800],
      ],
      '#d9d3c6',
    ),
  );
  body.push(
    shrub(230, base + 6, 110, '#4c7c42', '#e76f8a'),
    shrub(400, base + 8, 90, '#56884a'),
    shrub(690, base + 6, 80, '#4c7c42', '#f2c14e'),
  );
  body.push(shrub(1090, base + 10, 120, '#4f7f45'));
  body.push(rect(1040, 540, 8, 60, '#3b3b3b'), rect(1030, 528, 28, 16, '#2f2f2f'));
  return svg(d, body);
}

/** Craftsman bungalow: low front gable, wide eaves, tapered porch columns on stone piers. */
function craftsmanExterior(seed: number): string {
  const d = new Defs();
  const horizon = 480;
  const base = 610;
  const body: string[] = [
    ...sky(d, 'afternoon', horizon),
    ...clouds(seed, 3, 220),
    ridge(seed + 1, horizon - 30, 280, '#a5b5c6'),
    ridge(seed + 2, horizon, 360, '#8a9db0'),
    lawn(d, horizon + 15, ['#86b35f', '#5d8d45']),
    roundTree(90, horizon + 110, 150, seed + 3),
    cypress(1110, horizon + 120, 260),
    shadow(600, base + 4, 430),
  ];
  // Main gable.
  const gable: Array<[number, number]> = [
    [200, 390],
    [600, 220],
    [1000, 390],
  ];
  body.push(siding(230, 380, 740, base - 380, '#7b8f6a', '#66785a'));
  body.push(
    poly(
      [
        [230, 390],
        [600, 235],
        [970, 390],
      ],
      '#6d805e',
    ),
  );
  body.push(poly(gable, 'none', 'stroke="#4a3b2c" stroke-width="18" stroke-linejoin="round"'));
  // Brackets under the eaves and gable vent.
  for (const x of [260, 420, 780, 940])
    body.push(
      poly(
        [
          [x, 385 - (x < 600 ? (x - 200) * 0.42 : (1000 - x) * 0.42) + 10],
          [x + 14, 385 - (x < 600 ? (x - 200) * 0.42 : (1000 - x) * 0.42) + 10],
          [x + 7, 395 - (x < 600 ? (x - 200) * 0.42 : (1000 - x) * 0.42) + 30],
        ],
        '#4a3b2c',
      ),
    );
  for (let i = 0; i < 6; i++) body.push(rect(545 + i * 19, 290, 10, 55, '#efe6d2'));
  // Porch roof (secondary gable) and porch.
  body.push(
    poly(
      [
        [330, 470],
        [600, 360],
        [870, 470],
      ],
      '#5c6e4f',
    ),
  );
  body.push(
    poly(
      [
        [310, 478],
        [600, 352],
        [890, 478],
      ],
      'none',
      'stroke="#4a3b2c" stroke-width="14" stroke-linejoin="round"',
    ),
  );
  body.push(rect(320, 470, 560, 14, '#efe6d2'));
  body.push(rect(330, base - 16, 540, 22, '#8a7d6d'));
  // Door and windows behind the porch.
  body.push(door(565, 500, 70, base - 516, '#8b4a2b'));
  body.push(windowPane(400, 505, 120, 72, { cols: 3, rows: 2, frame: '#efe6d2' }));
  body.push(windowPane(680, 505, 120, 72, { cols: 3, rows: 2, frame: '#efe6d2' }));
  body.push(windowPane(245, 430, 60, 120, { cols: 1, rows: 3, frame: '#efe6d2' }));
  body.push(windowPane(895, 430, 60, 120, { cols: 1, rows: 3, frame: '#efe6d2' }));
  // Tapered columns on stone piers.
  for (const x of [345, 835]) {
    body.push(
      poly(
        [
          [x, 484],
          [x + 26, 484],
          [x + 34, 540],
          [x - 8, 540],
        ],
        '#efe6d2',
      ),
    );
    body.push(rect(x - 16, 540, 58, base - 540, '#9a8f85'));
    for (let y = 552; y < base; y += 16) body.push(line(x - 16, y, x + 42, y, '#857a70', 1.5));
  }
  // Steps and walk.
  body.push(
    rect(540, base, 120, 14, '#b7ab9c'),
    poly(
      [
        [550, base + 14],
        [650, base + 14],
        [700, 800],
        [500, 800],
      ],
      '#d6cfc2',
    ),
  );
  body.push(
    shrub(260, base + 8, 120, '#4f7d3f', '#f4a8c0'),
    shrub(950, base + 8, 120, '#4f7d3f', '#fbe27a'),
    shrub(430, base + 12, 70),
    shrub(770, base + 12, 70),
  );
  return svg(d, body);
}

/** Mid-century desert modern: flat roof with deep eaves, glass walls, breeze blocks, palms. */
function desertModernExterior(seed: number): string {
  const d = new Defs();
  const horizon = 470;
  const base = 590;
  const body: string[] = [
    ...sky(d, 'desert', horizon),
    ...clouds(seed, 2, 180),
    ridge(seed + 1, horizon - 10, 230, '#b79a8a', 70),
    ridge(seed + 2, horizon + 10, 330, '#9c7e70', 60),
    rect(
      0,
      horizon + 20,
      W,
      H - horizon - 20,
      d.linear([
        [0, '#e3cfa9'],
        [1, '#cdb286'],
      ]),
    ),
    palm(140, base + 30, 340, -20),
    palm(1060, base + 20, 300, 25),
    shadow(600, base + 4, 470),
  ];
  // Butterfly roof with thin white fascia.
  body.push(
    poly(
      [
        [150, 400],
        [600, 440],
        [1050, 385],
        [1050, 400],
        [600, 458],
        [150, 416],
      ],
      '#f4f1ea',
    ),
  );
  body.push(
    poly(
      [
        [150, 416],
        [600, 458],
        [1050, 400],
        [1050, 410],
        [600, 468],
        [150, 426],
      ],
      '#2c2c2c',
      'opacity="0.25"',
    ),
  );
  // Walls: stone accent, glass, stucco.
  body.push(
    poly(
      [
        [190, 420],
        [600, 460],
        [600, base],
        [190, base],
      ],
      '#f1ece2',
    ),
  );
  body.push(
    poly(
      [
        [600, 460],
        [1010, 408],
        [1010, base],
        [600, base],
      ],
      '#f1ece2',
    ),
  );
  body.push(rect(190, 440, 150, base - 440, '#b59c82'));
  for (let y = 450; y < base; y += 18) body.push(line(190, y, 340, y, '#9b846c', 2));
  body.push(
    rect(360, 470, 220, base - 470, '#6f9bb6'),
    line(433, 470, 433, base, '#f4f1ea', 4),
    line(506, 470, 506, base, '#f4f1ea', 4),
  );
  body.push(
    poly(
      [
        [360, base],
        [420, 470],
        [460, 470],
        [400, base],
      ],
      '#ffffff',
      'opacity="0.18"',
    ),
  );
  body.push(door(640, 500, 70, base - 500, '#f28c28'));
  body.push(
    rect(740, 440, 240, 60, '#6f9bb6'),
    line(820, 440, 820, 500, '#f4f1ea', 4),
    line(900, 440, 900, 500, '#f4f1ea', 4),
  );
  // Breeze-block screen wall in front.
  body.push(breezeBlocks(740, 520, 8, 2, 36, '#f7f3ea', '#d8cbb4'));
  body.push(rect(0, base, W, 8, '#c9b38f'));
  // Desert garden.
  body.push(
    agave(300, base + 60, 1.3),
    agave(900, base + 80, 1.1),
    barrelCactus(470, base + 70, 1.2),
    barrelCactus(520, base + 80, 0.8),
    barrelCactus(1000, base + 110, 1),
  );
  for (const [x, y] of [
    [250, 700],
    [640, 720],
    [820, 690],
    [1120, 740],
    [90, 760],
  ] as const)
    body.push(ellipse(x, y, 30, 10, '#b79f78'));
  return svg(d, body);
}

/** Spanish colonial revival: white stucco, red tile roofs, arches, wrought iron, bougainvillea. */
function spanishExterior(seed: number): string {
  const d = new Defs();
  const horizon = 480;
  const base = 610;
  const body: string[] = [
    ...sky(d, 'day', horizon),
    ...clouds(seed, 3, 200),
    ridge(seed + 1, horizon - 20, 260, '#a9b7c7'),
    ridge(seed + 2, horizon, 350, '#8fa2b5'),
    lawn(d, horizon + 20, ['#8ab663', '#5e8f45']),
    palm(1110, base + 40, 380, 10),
    cypress(90, base + 20, 300),
    shadow(600, base + 4, 460),
  ];
  // Two-story wing on the left, one-story on the right, a round-top entry tower between.
  body.push(rect(180, 360, 330, base - 360, '#f5efe3'));
  body.push(
    tileRoof(
      [
        [160, 370],
        [345, 290],
        [530, 370],
      ],
      160,
      530,
      290,
      370,
    ),
  );
  body.push(rect(600, 450, 430, base - 450, '#f5efe3'));
  body.push(
    tileRoof(
      [
        [580, 458],
        [620, 415],
        [1010, 415],
        [1050, 458],
      ],
      580,
      1050,
      415,
      458,
    ),
  );
  body.push(rect(500, 400, 110, base - 400, '#efe6d6'));
  body.push(
    tileRoof(
      [
        [490, 408],
        [555, 372],
        [620, 408],
      ],
      490,
      620,
      372,
      408,
    ),
  );
  // Arched entry door and arched windows with iron grilles.
  body.push(`<path d="M520,${base} L520,490 A35,35 0 0 1 590,490 L590,${base} Z" fill="#5b3a24"/>`);
  body.push(circle(578, 550, 4, '#d8b85a'));
  for (const x of [225, 380]) {
    body.push(
      `<path d="M${x},500 L${x},460 A40,40 0 0 1 ${x + 80},460 L${x + 80},500 Z" fill="#7aa0b8"/>`,
    );
    for (let i = 1; i < 4; i++) body.push(line(x + i * 20, 420, x + i * 20, 500, '#2a2a2a', 3));
    body.push(rect(x - 6, 500, 92, 8, '#d9cbb4'));
  }
  body.push(windowPane(250, 530, 60, 50, { frame: '#5b3a24', glass: '#7aa0b8', cols: 2, rows: 2 }));
  for (const x of [660, 800]) {
    body.push(
      `<path d="M${x},${base - 30} L${x},500 A50,50 0 0 1 ${x + 100},500 L${x + 100},${base - 30} Z" fill="#7aa0b8"/>`,
    );
    body.push(line(x + 50, 450, x + 50, base - 30, '#5b3a24', 4));
    body.push(rect(x - 8, base - 30, 116, 8, '#d9cbb4'));
  }
  // Balconet with iron railing on the upper floor.
  body.push(rect(300, 388, 90, 52, '#7aa0b8'), rect(290, 436, 110, 6, '#2a2a2a'));
  for (let x = 294; x <= 396; x += 10) body.push(line(x, 412, x, 436, '#2a2a2a', 2));
  body.push(line(290, 412, 400, 412, '#2a2a2a', 3));
  // Bougainvillea over the right wing and garden.
  const rand = rng(seed + 9);
  for (let i = 0; i < 40; i++)
    body.push(
      circle(
        930 + rand() * 110,
        430 + rand() * 120,
        7 + rand() * 8,
        i % 3 === 0 ? '#c2185b' : '#d81b60',
        'opacity="0.9"',
      ),
    );
  for (let i = 0; i < 15; i++)
    body.push(circle(940 + rand() * 90, 440 + rand() * 110, 6, '#4f7d3f'));
  body.push(
    poly(
      [
        [525, base],
        [585, base],
        [640, 800],
        [470, 800],
      ],
      '#d7b99a',
    ),
  );
  body.push(
    shrub(300, base + 10, 140, '#4f7d3f'),
    shrub(720, base + 12, 110, '#4f7d3f', '#ffffff'),
    shrub(880, base + 14, 90),
  );
  body.push(`<g>${rect(420, 600, 40, 28, '#b5532f')}${ellipse(440, 596, 30, 14, '#5a8a4a')}</g>`);
  return svg(d, body);
}

/** A row of two-story townhomes with garages below and balconies above. */
function townhomeExterior(seed: number): string {
  const d = new Defs();
  const horizon = 470;
  const base = 620;
  const body: string[] = [
    ...sky(d, 'day', horizon),
    ...clouds(seed, 4, 200),
    ridge(seed + 1, horizon - 30, 280, '#a7b6c6'),
    rect(0, horizon, W, H - horizon, '#c7c2b8'),
    rect(0, base, W, H - base, '#bdb7ab'),
  ];
  const units = [
    { x: 110, wall: '#e8dcc7', trim: '#6b5d4f', door: '#3e6a8a' },
    { x: 440, wall: '#d9c3a5', trim: '#5a4f45', door: '#8a3e3e' },
    { x: 770, wall: '#e8dcc7', trim: '#6b5d4f', door: '#3f6e4f' },
  ];
  for (const u of units) {
    body.push(rect(u.x, 300, 320, base - 300, u.wall));
    body.push(
      shingles(
        [
          [u.x - 20, 305],
          [u.x + 160, 215],
          [u.x + 340, 305],
        ],
        '#59606a',
        '#4a5058',
        215,
        305,
        u.x - 20,
        u.x + 340,
      ),
    );
    body.push(windowPane(u.x + 120, 245, 80, 45, { cols: 2, rows: 1 }));
    body.push(windowPane(u.x + 40, 340, 100, 90, { cols: 2, rows: 2 }));
    // Balcony with sliding door.
    body.push(
      rect(u.x + 180, 330, 110, 110, '#8fb5cc'),
      line(u.x + 235, 330, u.x + 235, 440, '#f7f4ee', 4),
    );
    body.push(rect(u.x + 170, 440, 130, 10, u.trim));
    for (let x = u.x + 175; x <= u.x + 295; x += 12) body.push(line(x, 405, x, 440, u.trim, 3));
    body.push(line(u.x + 170, 405, u.x + 300, 405, u.trim, 4));
    body.push(garageDoor(u.x + 130, 500, 170, base - 500, '#f2efe8'));
    body.push(door(u.x + 35, 505, 60, base - 505, u.door));
    body.push(rect(u.x + 20, 495, 90, 8, u.trim));
    body.push(
      `<g>${rect(u.x + 12, base - 30, 22, 30, '#7a6a5a')}${ellipse(u.x + 23, base - 34, 18, 12, '#4f7d3f')}</g>`,
    );
  }
  body.push(rect(0, base, W, 10, '#a9a398'));
  body.push(palm(60, base + 40, 330, -10), palm(1150, base + 40, 300, 15));
  body.push(shrub(420, base + 30, 70), shrub(750, base + 30, 70, '#4f7d3f', '#f4a8c0'));
  return svg(d, body);
}

/** A two-story traditional home with a wraparound porch (Redlands). */
function traditionalExterior(seed: number): string {
  const d = new Defs();
  const horizon = 480;
  const base = 620;
  const body: string[] = [
    ...sky(d, 'golden', horizon),
    ...clouds(seed, 3, 200),
    ridge(seed + 1, horizon - 20, 300, '#a58a9a'),
    ridge(seed + 2, horizon, 380, '#8a7486'),
    lawn(d, horizon + 20, ['#93ad5c', '#678a43']),
    roundTree(110, horizon + 150, 190, seed + 3),
    roundTree(1100, horizon + 140, 170, seed + 4),
    shadow(600, base + 4, 420),
  ];
  body.push(siding(260, 260, 680, base - 260, '#e9e1cf', '#d4cab4', 13));
  body.push(
    shingles(
      [
        [230, 268],
        [600, 140],
        [970, 268],
      ],
      '#4e4a47',
      '#403c39',
      140,
      268,
      230,
      970,
    ),
  );
  body.push(
    poly(
      [
        [520, 268],
        [600, 205],
        [680, 268],
      ],
      '#e9e1cf',
    ),
    windowPane(575, 225, 50, 35, { cols: 1, rows: 1 }),
  );
  for (const x of [310, 470, 660, 820])
    body.push(windowPane(x, 300, 70, 100, { cols: 2, rows: 2, shutters: '#44574b' }));
  // Porch.
  body.push(
    poly(
      [
        [230, 470],
        [260, 440],
        [940, 440],
        [970, 470],
      ],
      '#4e4a47',
    ),
  );
  body.push(rect(240, 470, 720, 10, '#f7f4ee'));
  for (let x = 255; x <= 945; x += 115) body.push(rect(x, 480, 14, base - 490, '#f7f4ee'));
  body.push(rect(240, 560, 720, 6, '#f7f4ee'));
  for (let x = 250; x < 950; x += 14) body.push(line(x, 566, x, base - 10, '#f7f4ee', 3));
  body.push(door(565, 490, 70, 120, '#2f4f6f'));
  body.push(
    windowPane(330, 500, 120, 60, { cols: 3, rows: 1 }),
    windowPane(750, 500, 120, 60, { cols: 3, rows: 1 }),
  );
  body.push(rect(240, base - 10, 720, 14, '#bfb3a0'), rect(545, base + 4, 110, 14, '#bfb3a0'));
  body.push(
    poly(
      [
        [555, base + 18],
        [645, base + 18],
        [700, 800],
        [500, 800],
      ],
      '#d6cfc2',
    ),
  );
  body.push(
    shrub(300, base + 20, 130, '#4f7d3f', '#ffffff'),
    shrub(880, base + 20, 130, '#4f7d3f', '#ffffff'),
  );
  // Orange trees: Redlands is citrus country.
  body.push(
    roundTree(1000, 760, 70, seed + 5, '#f39c12'),
    roundTree(170, 770, 70, seed + 6, '#f39c12'),
  );
  return svg(d, body);
}

/** A two-story garden condominium building with palms (Palm Springs). */
function condoExterior(seed: number): string {
  const d = new Defs();
  const horizon = 470;
  const base = 610;
  const body: string[] = [
    ...sky(d, 'desert', horizon),
    ridge(seed + 1, horizon - 20, 180, '#a78e86', 80),
    ridge(seed + 2, horizon + 10, 300, '#8d7469', 60),
    rect(
      0,
      horizon + 20,
      W,
      H - horizon - 20,
      d.linear([
        [0, '#8cb861'],
        [1, '#5f8f45'],
      ]),
    ),
    shadow(600, base + 4, 500),
  ];
  body.push(rect(120, 330, 960, base - 330, '#f7f3ec'));
  body.push(rect(100, 318, 1000, 16, '#ffffff'), rect(100, 455, 1000, 12, '#ffffff'));
  const doors = ['#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#457b9d', '#2a9d8f'];
  for (let i = 0; i < 6; i++) {
    const x = 150 + i * 155;
    body.push(
      door(x, 365, 50, 90, doors[i]!),
      windowPane(x + 70, 370, 55, 55, { cols: 1, rows: 1 }),
    );
    body.push(
      door(x, 515, 50, base - 515, doors[5 - i]!),
      windowPane(x + 70, 520, 55, 55, { cols: 1, rows: 1 }),
    );
  }
  for (let x = 104; x <= 1096; x += 12) body.push(line(x, 425, x, 455, '#f7f3ec', 2));
  body.push(rect(100, 422, 1000, 5, '#ffffff'));
  body.push(
    breezeBlocks(0, base - 70, 3, 2, 35, '#fbf8f2', '#e0d6c4'),
    breezeBlocks(1095, base - 70, 3, 2, 35, '#fbf8f2', '#e0d6c4'),
  );
  body.push(palm(230, 790, 480, -20), palm(620, 800, 430, 10), palm(1010, 790, 500, 20));
  body.push(
    agave(420, 690, 1.2),
    agave(820, 700, 1.1),
    shrub(100, 700, 140, '#4f7d3f', '#d81b60'),
    shrub(1130, 700, 140, '#4f7d3f', '#d81b60'),
  );
  return svg(d, body);
}

// ---------------------------------------------------------------------------------------------
// Outdoor living scenes
// ---------------------------------------------------------------------------------------------

function lounger(x: number, y: number, color: string): string {
  return `<g>${poly(
    [
      [x, y],
      [x + 120, y],
      [x + 130, y + 14],
      [x + 10, y + 14],
    ],
    color,
  )}${poly(
    [
      [x + 90, y],
      [x + 130, y - 40],
      [x + 140, y - 36],
      [x + 104, y],
    ],
    color,
  )}${line(x + 14, y + 14, x + 14, y + 30, '#5b5b5b', 4)}${line(x + 124, y + 14, x + 124, y + 30, '#5b5b5b', 4)}</g>`;
}

/** Pool and patio against the mountains (desert homes). */
function poolScene(seed: number, golden: boolean): string {
  const d = new Defs();
  const horizon = 430;
  const body: string[] = [
    ...sky(d, golden ? 'golden' : 'desert', horizon),
    ridge(seed + 1, horizon - 10, 170, golden ? '#a07b86' : '#b49584', 80),
    ridge(seed + 2, horizon + 20, 300, golden ? '#866274' : '#9a7c6d', 60),
    rect(0, horizon + 20, W, H - horizon - 20, '#e9dcc4'),
  ];
  // Block wall and gravel garden beyond the deck.
  body.push(rect(0, horizon + 10, W, 60, '#efe4d0'), rect(0, horizon + 10, W, 8, '#f8f1e4'));
  body.push(
    palm(180, horizon + 80, 300, -15),
    palm(320, horizon + 70, 260, 10),
    palm(980, horizon + 80, 320, 20),
  );
  // Pool in perspective.
  const water = d.linear([
    [0, '#5cc6d0'],
    [1, '#1f8fb0'],
  ]);
  body.push(
    poly(
      [
        [330, 520],
        [870, 520],
        [1080, 760],
        [120, 760],
      ],
      '#f4efe6',
    ),
  );
  body.push(
    poly(
      [
        [355, 532],
        [845, 532],
        [1040, 745],
        [160, 745],
      ],
      water,
    ),
  );
  const rand = rng(seed + 7);
  for (let i = 0; i < 18; i++) {
    const y = 545 + rand() * 190;
    const x = 300 + rand() * 600;
    body.push(
      `<path d="M${r1(x)},${r1(y)} q20,-6 40,0 t40,0" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.55"/>`,
    );
  }
  body.push(lounger(40, 600, '#f7f7f7'), lounger(960, 600, '#f7f7f7'));
  body.push(
    line(1120, 480, 1120, 600, '#6b6b6b', 5),
    poly(
      [
        [1030, 490],
        [1120, 440],
        [1210, 490],
      ],
      golden ? '#e76f51' : '#2a9d8f',
    ),
  );
  body.push(agave(520, 500, 1.2), agave(700, 505, 1.0), barrelCactus(610, 505, 0.9));
  return svg(d, body);
}

/** A suburban backyard with a pergola, lawn, citrus and a block wall (West Covina). */
function backyardScene(seed: number): string {
  const d = new Defs();
  const horizon = 450;
  const body: string[] = [
    ...sky(d, 'day', horizon),
    ...clouds(seed, 4, 220),
    ridge(seed + 1, horizon - 30, 250, '#9fb1c4'),
    ridge(seed + 2, horizon, 330, '#7f95a8'),
    rect(0, horizon - 20, W, 110, '#d8cfc0'),
  ];
  for (let x = 0; x < W; x += 60) body.push(line(x, horizon - 20, x, horizon + 90, '#c4baa9', 2));
  body.push(lawn(d, horizon + 80, ['#86b35f', '#5d8d45']));
  body.push(
    roundTree(180, horizon + 110, 130, seed + 3, '#f39c12'),
    roundTree(1050, horizon + 100, 110, seed + 4, '#f1c40f'),
  );
  // Patio slab and pergola in front.
  body.push(
    poly(
      [
        [0, 640],
        [700, 640],
        [820, 800],
        [0, 800],
      ],
      '#cfc6b6',
    ),
  );
  for (let x = 0; x < 800; x += 80) body.push(line(x, 640, x + 110, 800, '#b9b0a0', 2));
  body.push(rect(0, 330, 760, 22, '#8a6a4a'));
  for (let x = 10; x < 760; x += 50) body.push(rect(x, 318, 14, 40, '#7a5b3d'));
  for (const x of [60, 360, 660]) body.push(rect(x, 352, 24, 300, '#8a6a4a'));
  // Table set and barbecue.
  body.push(ellipse(360, 690, 130, 28, '#5b4a3a'), rect(352, 690, 16, 60, '#4a3b2c'));
  for (const x of [220, 500]) body.push(rect(x - 30, 660, 60, 70, '#4a3b2c', 'rx="8"'));
  body.push(
    line(360, 560, 360, 690, '#6b6b6b', 4),
    `<path d="M250,575 Q360,520 470,575 Z" fill="#e9c46a"/>`,
  );
  body.push(
    rect(580, 600, 110, 60, '#3b3b3b', 'rx="6"'),
    rect(595, 660, 10, 60, '#3b3b3b'),
    rect(665, 660, 10, 60, '#3b3b3b'),
  );
  body.push(shrub(900, horizon + 110, 160, '#4f7d3f', '#e76f8a'), shrub(780, horizon + 100, 100));
  return svg(d, body);
}

// ---------------------------------------------------------------------------------------------
// Interior scenes (one-point perspective room)
// ---------------------------------------------------------------------------------------------

interface Room {
  wall: string;
  side: string;
  ceiling: string;
  floor: [string, string];
  floorLines?: string;
}

const BACK = { x0: 250, y0: 150, x1: 950, y1: 560 } as const;

function room(d: Defs, r: Room): string[] {
  const out = [
    poly(
      [
        [0, 0],
        [W, 0],
        [BACK.x1, BACK.y0],
        [BACK.x0, BACK.y0],
      ],
      r.ceiling,
    ),
    poly(
      [
        [0, 0],
        [BACK.x0, BACK.y0],
        [BACK.x0, BACK.y1],
        [0, H],
      ],
      r.side,
    ),
    poly(
      [
        [W, 0],
        [BACK.x1, BACK.y0],
        [BACK.x1, BACK.y1],
        [W, H],
      ],
      r.side,
    ),
    rect(BACK.x0, BACK.y0, BACK.x1 - BACK.x0, BACK.y1 - BACK.y0, r.wall),
    poly(
      [
        [0, H],
        [BACK.x0, BACK.y1],
        [BACK.x1, BACK.y1],
        [W, H],
      ],
      d.linear([
        [0, r.floor[0]],
        [1, r.floor[1]],
      ]),
    ),
  ];
  if (r.floorLines) {
    // Planks converge on the vanishing point at the back wall's centre, clipped to the floor.
    const planks: string[] = [];
    for (let i = -6; i <= 6; i++) {
      const xb = 600 + i * 58;
      const xf = 600 + i * 200;
      planks.push(line(xb, BACK.y1, xf, H, r.floorLines, 1.5));
    }
    const floor = pts([
      [0, H],
      [BACK.x0, BACK.y1],
      [BACK.x1, BACK.y1],
      [W, H],
    ]);
    out.push(
      `<clipPath id="floor"><polygon points="${floor}"/></clipPath><g clip-path="url(#floor)">${planks.join('')}</g>`,
    );
  }
  out.push(line(BACK.x0, BACK.y1, BACK.x1, BACK.y1, '#00000030', 3));
  return out;
}

/** A window in the back wall with a view (sky, hills, a palm or a tree). */
function viewWindow(
  d: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  desert: boolean,
  seed: number,
): string {
  const id = `view${Math.round(x + y)}`;
  const view = [
    rect(x, y, w, h, d.linear(SKIES[desert ? 'desert' : 'day'])),
    `<g transform="translate(${x},${y + h * 0.45}) scale(${w / W},${(h * 0.55) / 500})">${ridge(seed, 200, 60, desert ? '#b79a8a' : '#9fb1c4')}${ridge(seed + 1, 300, 150, desert ? '#9c7e70' : '#7f95a8')}${rect(0, 300, W, 200, desert ? '#e3cfa9' : '#7fae5a')}</g>`,
  ];
  return `<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath><g clip-path="url(#${id})">${view.join('')}</g>${rect(x - 8, y - 8, w + 16, 8, '#f7f4ee')}${rect(x - 8, y + h, w + 16, 12, '#f7f4ee')}${rect(x - 8, y, 8, h, '#f7f4ee')}${rect(x + w, y, 8, h, '#f7f4ee')}${line(x + w / 2, y, x + w / 2, y + h, '#f7f4ee', 6)}`;
}

function sofa(x: number, y: number, w: number, color: string, dark: string): string {
  return `<g>${rect(x, y - 70, w, 60, dark, 'rx="14"')}${rect(x - 20, y - 40, w + 40, 50, color, 'rx="12"')}${rect(x - 30, y - 60, 40, 75, dark, 'rx="12"')}${rect(x + w - 10, y - 60, 40, 75, dark, 'rx="12"')}${rect(x + 20, y - 65, 70, 38, '#f1e3c8', 'rx="8"')}${rect(x + w - 90, y - 65, 70, 38, '#e9c46a', 'rx="8"')}${rect(x, y + 10, 10, 16, '#3b2f25')}${rect(x + w - 10, y + 10, 10, 16, '#3b2f25')}</g>`;
}

function plant(x: number, y: number, s: number): string {
  const leaves: string[] = [];
  for (const a of [-140, -115, -90, -65, -40]) {
    const rad = (a * Math.PI) / 180;
    leaves.push(
      ellipse(
        x + Math.cos(rad) * 40 * s,
        y - 60 * s + Math.sin(rad) * 50 * s,
        14 * s,
        34 * s,
        '#3f7a3a',
        `transform="rotate(${a + 90} ${r1(x + Math.cos(rad) * 40 * s)} ${r1(y - 60 * s + Math.sin(rad) * 50 * s)})"`,
      ),
    );
  }
  return `<g>${leaves.join('')}${poly(
    [
      [x - 24 * s, y - 40 * s],
      [x + 24 * s, y - 40 * s],
      [x + 18 * s, y],
      [x - 18 * s, y],
    ],
    '#c8b59a',
  )}</g>`;
}

function art(x: number, y: number, w: number, h: number, colors: string[]): string {
  const bands = colors
    .map((c, i) =>
      rect(x + 8, y + 8 + ((h - 16) * i) / colors.length, w - 16, (h - 16) / colors.length, c),
    )
    .join('');
  return `<g>${rect(x, y, w, h, '#2f2a25')}${bands}</g>`;
}

function livingRoom(opts: {
  seed: number;
  desert: boolean;
  beams?: boolean;
  fireplace?: boolean;
  wall: string;
  sofa: [string, string];
  rug: string;
}): string {
  const d = new Defs();
  const body = room(d, {
    wall: opts.wall,
    side: shade(opts.wall),
    ceiling: '#f7f4ee',
    floor: ['#b08a64', '#8a6646'],
    floorLines: '#7a5a3e',
  });
  if (opts.beams) {
    for (let i = 0; i < 5; i++) {
      const t = (i + 1) / 6;
      const yb = BACK.y0 * t;
      body.push(
        poly(
          [
            [BACK.x0 * t, yb],
            [W - BACK.x0 * t, yb],
            [W - BACK.x0 * t - 10, yb + 18 * t + 6],
            [BACK.x0 * t + 10, yb + 18 * t + 6],
          ],
          '#6b4a30',
        ),
      );
    }
  }
  if (opts.desert) {
    // Floor-to-ceiling glass with the view.
    body.push(viewWindow(d, 290, 170, 620, 330, true, opts.seed));
  } else {
    body.push(
      viewWindow(d, 300, 200, 220, 200, false, opts.seed),
      viewWindow(d, 680, 200, 220, 200, false, opts.seed + 3),
    );
  }
  if (opts.fireplace) {
    body.push(
      rect(540, 300, 120, 260, '#d8cfc0'),
      rect(565, 450, 70, 70, '#2a2420'),
      ellipse(600, 505, 22, 10, '#f39c12'),
      ellipse(600, 495, 12, 16, '#f1c40f'),
      rect(530, 430, 140, 14, '#8a6a4a'),
    );
  }
  body.push(
    poly(
      [
        [300, 640],
        [900, 640],
        [1010, 760],
        [190, 760],
      ],
      opts.rug,
    ),
  );
  body.push(
    poly(
      [
        [330, 655],
        [870, 655],
        [960, 745],
        [240, 745],
      ],
      'none',
      `stroke="#ffffff" stroke-width="3" opacity="0.35"`,
    ),
  );
  body.push(sofa(400, 620, 400, opts.sofa[0], opts.sofa[1]));
  body.push(
    poly(
      [
        [470, 700],
        [730, 700],
        [760, 730],
        [440, 730],
      ],
      '#5b4636',
    ),
    rect(455, 730, 10, 30, '#3b2f25'),
    rect(735, 730, 10, 30, '#3b2f25'),
  );
  body.push(ellipse(560, 695, 24, 8, '#e9c46a'), rect(640, 680, 50, 16, '#2a9d8f'));
  body.push(plant(170, 760, 1.6), plant(1060, 740, 1.3));
  // Floor lamp.
  body.push(
    line(1000, 560, 1000, 720, '#333333', 5),
    poly(
      [
        [970, 560],
        [1030, 560],
        [1015, 520],
        [985, 520],
      ],
      '#f1e3c8',
    ),
  );
  if (!opts.desert && !opts.fireplace)
    body.push(art(540, 220, 120, 160, ['#e9c46a', '#2a9d8f', '#e76f51']));
  return svg(d, body);
}

function kitchen(opts: {
  seed: number;
  cabinets: string;
  counter: string;
  wall: string;
  island: string;
  desert?: boolean;
}): string {
  const d = new Defs();
  const body = room(d, {
    wall: opts.wall,
    side: shade(opts.wall),
    ceiling: '#f7f4ee',
    floor: ['#cfc6b6', '#a99f8e'],
    floorLines: '#bdb3a2',
  });
  // Upper cabinets, window over the sink, backsplash tiles.
  body.push(rect(BACK.x0, 390, BACK.x1 - BACK.x0, 70, '#eef1f2'));
  for (let x = BACK.x0; x < BACK.x1; x += 28) body.push(line(x, 390, x, 460, '#dbe0e2', 1.5));
  for (let y = 404; y < 460; y += 14) body.push(line(BACK.x0, y, BACK.x1, y, '#dbe0e2', 1.5));
  for (const x of [BACK.x0 + 10, BACK.x0 + 130, 760, 860])
    body.push(
      rect(x, 200, 90, 170, opts.cabinets),
      rect(x + 8, 208, 74, 154, '#ffffff', 'opacity="0.12"'),
    );
  body.push(viewWindow(d, 500, 210, 200, 150, Boolean(opts.desert), opts.seed));
  // Base cabinets and counter.
  body.push(rect(BACK.x0, 470, BACK.x1 - BACK.x0, 90, opts.cabinets));
  for (let x = BACK.x0 + 10; x < BACK.x1 - 60; x += 78)
    body.push(
      rect(x, 480, 68, 72, '#ffffff', 'opacity="0.12"'),
      rect(x + 28, 490, 12, 3, '#c9c9c9'),
    );
  body.push(rect(BACK.x0 - 6, 458, BACK.x1 - BACK.x0 + 12, 14, opts.counter));
  body.push(
    rect(560, 440, 80, 18, '#9aa3a8'),
    `<path d="M600,458 L600,420 Q600,408 614,408 L624,408" stroke="#9aa3a8" stroke-width="6" fill="none"/>`,
  );
  // Range with hood on the right.
  body.push(
    rect(800, 470, 110, 90, '#b9bfc3'),
    rect(812, 500, 86, 50, '#2b2b2b'),
    poly(
      [
        [810, 300],
        [900, 300],
        [920, 370],
        [790, 370],
      ],
      '#b9bfc3',
    ),
  );
  // Island in perspective, pendants and stools.
  body.push(
    poly(
      [
        [330, 600],
        [870, 600],
        [930, 630],
        [270, 630],
      ],
      opts.counter,
    ),
  );
  body.push(rect(270, 630, 660, 120, opts.island));
  for (let x = 290; x < 920; x += 110) body.push(rect(x, 645, 90, 90, '#ffffff', 'opacity="0.1"'));
  for (const x of [420, 600, 780]) {
    body.push(
      line(x, 0, x, 220, '#333333', 2),
      poly(
        [
          [x - 30, 250],
          [x + 30, 250],
          [x + 18, 218],
          [x - 18, 218],
        ],
        '#2b2b2b',
      ),
      ellipse(x, 252, 20, 5, '#ffe9a8'),
    );
  }
  for (const x of [360, 600, 840])
    body.push(
      rect(x - 35, 700, 70, 16, '#6b4a30', 'rx="6"'),
      line(x - 25, 716, x - 32, 800, '#333333', 5),
      line(x + 25, 716, x + 32, 800, '#333333', 5),
    );
  body.push(
    ellipse(500, 596, 40, 10, '#f4f1ea'),
    circle(490, 588, 9, '#f39c12'),
    circle(508, 586, 9, '#f1c40f'),
    circle(500, 580, 8, '#e67e22'),
  );
  body.push(plant(740, 600, 0.6));
  return svg(d, body);
}

function bedroom(seed: number): string {
  const d = new Defs();
  const body = room(d, {
    wall: '#dfe6e0',
    side: '#cfd8d1',
    ceiling: '#f7f4ee',
    floor: ['#b08a64', '#8a6646'],
    floorLines: '#7a5a3e',
  });
  body.push(viewWindow(d, 700, 200, 200, 210, false, seed));
  body.push(art(380, 230, 240, 110, ['#a8c5b0', '#e9d8b8']));
  // Bed in perspective against the back wall.
  body.push(rect(330, 360, 340, 120, '#6b4a30', 'rx="10"'));
  body.push(
    poly(
      [
        [330, 470],
        [670, 470],
        [760, 640],
        [240, 640],
      ],
      '#f4f1ea',
    ),
    rect(240, 640, 520, 40, '#e6e0d4'),
  );
  body.push(
    poly(
      [
        [300, 560],
        [700, 560],
        [760, 640],
        [240, 640],
      ],
      '#7c9a86',
    ),
    rect(240, 640, 520, 40, '#6b8875'),
  );
  body.push(
    rect(360, 440, 120, 50, '#ffffff', 'rx="12"'),
    rect(520, 440, 120, 50, '#ffffff', 'rx="12"'),
  );
  body.push(rect(200, 480, 90, 80, '#8a6a4a'), rect(710, 480, 90, 80, '#8a6a4a'));
  body.push(
    poly(
      [
        [230, 440],
        [260, 440],
        [270, 480],
        [220, 480],
      ],
      '#f1e3c8',
    ),
    poly(
      [
        [740, 440],
        [770, 440],
        [780, 480],
        [730, 480],
      ],
      '#f1e3c8',
    ),
  );
  body.push(
    poly(
      [
        [150, 690],
        [850, 690],
        [930, 780],
        [70, 780],
      ],
      '#c9b79c',
    ),
    plant(1060, 760, 1.4),
  );
  return svg(d, body);
}

/** A slightly darker tone of a hex colour for the side walls. */
function shade(hex: string, f = 0.9): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * f));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------------------------------------
// The photo set of the seed (keep in step with supabase/seed.sql)
// ---------------------------------------------------------------------------------------------

export const listingImages: Record<string, () => string> = {
  'west-covina-ranch-1': () =>
    ranchExterior({
      wall: '#efe3cf',
      roof: '#6d6a66',
      roofLine: '#5c5955',
      trim: '#ffffff',
      doorColor: '#2f5d7c',
      shutters: '#4d6b7d',
      garage: '#f7f3ea',
      sky: 'day',
      seed: 11,
    }),
  'west-covina-ranch-2': () =>
    livingRoom({
      seed: 12,
      desert: false,
      fireplace: true,
      wall: '#ece4d6',
      sofa: ['#7d8c9a', '#66737f'],
      rug: '#b9a58a',
    }),
  'west-covina-ranch-3': () => backyardScene(13),
  'la-verne-craftsman-1': () => craftsmanExterior(21),
  'la-verne-craftsman-2': () =>
    kitchen({
      seed: 22,
      cabinets: '#5f7a64',
      counter: '#efece6',
      wall: '#f1ece1',
      island: '#3e5445',
    }),
  'la-verne-craftsman-3': () =>
    livingRoom({
      seed: 23,
      desert: false,
      beams: true,
      wall: '#e9dfcc',
      sofa: ['#9b5e3c', '#7d4a2f'],
      rug: '#8a9a7b',
    }),
  'la-verne-craftsman-4': () => bedroom(24),
  'desert-hot-springs-modern-1': () => desertModernExterior(31),
  'desert-hot-springs-modern-2': () => poolScene(32, true),
  'desert-hot-springs-modern-3': () =>
    livingRoom({
      seed: 33,
      desert: true,
      wall: '#f3efe7',
      sofa: ['#e08a3c', '#b86c2a'],
      rug: '#efe3cf',
    }),
  'fontana-townhome-1': () => townhomeExterior(41),
  'fontana-townhome-2': () =>
    kitchen({
      seed: 42,
      cabinets: '#e2ddd3',
      counter: '#4a4a4a',
      wall: '#e8ecef',
      island: '#35506b',
    }),
  'claremont-spanish-revival-1': () => spanishExterior(51),
  'claremont-spanish-revival-2': () =>
    livingRoom({
      seed: 52,
      desert: false,
      beams: true,
      fireplace: true,
      wall: '#f4ede0',
      sofa: ['#c9b79c', '#a8947a'],
      rug: '#a34a3a',
    }),
  'redlands-traditional-1': () => traditionalExterior(61),
  'palm-springs-condo-1': () => condoExterior(71),
  'palm-springs-condo-2': () => poolScene(72, false),
  'upland-ranch-1': () =>
    ranchExterior({
      wall: '#dcd3c0',
      roof: '#8a5a44',
      roofLine: '#774b37',
      trim: '#f4f1ea',
      doorColor: '#7a2e2e',
      garage: '#efe9dd',
      sky: 'afternoon',
      seed: 81,
    }),
};

async function main(): Promise<void> {
  const writeSvg = process.argv.includes('--svg');
  await mkdir(OUT_DIR, { recursive: true });
  for (const [name, draw] of Object.entries(listingImages)) {
    const source = Buffer.from(draw());
    if (writeSvg) await writeFile(`${OUT_DIR}${name}.svg`, source);
    const large = await sharp(source).resize(W, H).webp({ quality: 74, effort: 6 }).toBuffer();
    const small = await sharp(source)
      .resize(W / 2, H / 2)
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    const medium = await sharp(source)
      .resize(800, Math.round((H * 800) / W))
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    await writeFile(`${OUT_DIR}${name}.webp`, large);
    await writeFile(`${OUT_DIR}${name}-800.webp`, medium);
    await writeFile(`${OUT_DIR}${name}-600.webp`, small);
    console.log(
      `${name}.webp ${(large.length / 1024).toFixed(1)} KB, -800 ${(medium.length / 1024).toFixed(1)} KB, -600 ${(small.length / 1024).toFixed(1)} KB`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
