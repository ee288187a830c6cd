// Drawing helpers for the generated demo pictures: a canvas that collects defs and shapes, colour mixing,
// ridgelines and smooth hills. Everything is plain SVG that sharp (librsvg) rasterises.
import type { Rng } from './random.ts';

export const W = 1280;
export const H = 800;

export class Canvas {
  private defs: string[] = [];
  private shapes: string[] = [];
  private ids = 0;
  constructor(readonly r: Rng) {}

  id(prefix: string): string {
    return `${prefix}${++this.ids}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  add(markup: string): void {
    this.shapes.push(markup);
  }
  linear(stops: [number, string][], vertical = true): string {
    const id = this.id('g');
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    this.def(
      `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.shapes.join('')}</svg>`;
  }
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** A colour `t` of the way from `a` to `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const f = (n: number) => n.toFixed(1);

/** Points of a jagged ridgeline across the picture by midpoint displacement. */
export function ridgePoints(r: Rng, baseY: number, amplitude: number, roughness = 0.55): [number, number][] {
  const n = 64;
  const ys = new Array<number>(n + 1).fill(baseY);
  ys[0] = baseY - r.between(0, amplitude);
  ys[n] = baseY - r.between(0, amplitude);
  let step = n;
  let spread = amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + r.between(-spread, spread);
    step = half;
    spread *= roughness;
  }
  return ys.map((y, i) => [-10 + (i * (W + 20)) / n, Math.max(90, Math.min(y, baseY + amplitude * 0.4))]);
}

/** A mountain range: a few distinct peaks of different heights and slopes, with a rough edge. */
export function peakRidge(r: Rng, baseY: number, maxHeight: number, peaks: number): [number, number][] {
  const tops = Array.from({ length: peaks }, () => ({
    x: r.between(-100, W + 100),
    h: r.between(0.45, 1) * maxHeight,
    slope: r.between(0.5, 1.1),
  }));
  const phase = [r.between(0, 6), r.between(0, 6), r.between(0, 6)];
  const n = 128;
  return Array.from({ length: n + 1 }, (_, i) => {
    const x = -10 + (i * (W + 20)) / n;
    const height = Math.max(0, ...tops.map((p) => p.h - Math.abs(x - p.x) * p.slope));
    const rough = 9 * Math.sin(x / 21 + phase[0]!) + 6 * Math.sin(x / 7.3 + phase[1]!) + 4 * Math.sin(x / 3.1 + phase[2]!);
    return [x, baseY - height - rough] as [number, number];
  });
}

/** A closed shape from a line of points down to the bottom of the picture. */
export function fillBelow(points: [number, number][], bottom = H): string {
  return `M${f(points[0]![0])} ${bottom} ${points.map(([x, y]) => `L${f(x)} ${f(y)}`).join(' ')} L${f(points.at(-1)![0])} ${bottom}Z`;
}

/** Smooth rolling hills or dunes through a few control heights (Catmull-Rom turned into cubic curves). */
export function smoothHills(r: Rng, baseY: number, amplitude: number, humps: number, bottom = H): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= humps; i++) pts.push([-40 + (i * (W + 80)) / humps, baseY - r.between(0, amplitude)]);
  let d = `M${f(pts[0]![0])} ${bottom} L${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const [p1, p2] = [pts[i]!, pts[i + 1]!];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} L${f(pts.at(-1)![0])} ${bottom}Z`;
}

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, rad: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
