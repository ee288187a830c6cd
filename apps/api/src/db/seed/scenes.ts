// Generated demo pictures: layered landscapes and simple interiors drawn as SVG. Every choice of colour,
// shape and placement comes from the seed number, so each item gets its own picture and reruns match.
import { rng } from './random.ts';
import { Canvas, circle, ellipse, fillBelow, H, mix, path, peakRidge, rect, ridgePoints, smoothHills, W } from './svg.ts';

export const SCENE_KINDS = [
  'mountain',
  'beach',
  'desert',
  'forest',
  'city',
  'palace',
  'camping',
  'hotel',
  'room',
  'dining',
  'car-suv',
  'car-sedan',
  'car-hatchback',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

type Sky = { top: string; bottom: string; sun: string; night?: boolean };
const SKIES = {
  day: { top: '#4f9be0', bottom: '#cfe9fb', sun: '#fff8dc' },
  morning: { top: '#86c3f0', bottom: '#fdf3df', sun: '#ffffff' },
  golden: { top: '#f79d5c', bottom: '#ffe3a8', sun: '#fffbe6' },
  sunset: { top: '#e35d6a', bottom: '#fcc77e', sun: '#fff0c2' },
  dusk: { top: '#2f4a7a', bottom: '#f2a782', sun: '#ffe0b0' },
  night: { top: '#0c1a33', bottom: '#35507d', sun: '#f5f0dc', night: true },
} satisfies Record<string, Sky>;
type SkyName = keyof typeof SKIES;

/** The SVG text of one picture. */
export function drawScene(kind: SceneKind, seed: number): string {
  const c = new Canvas(rng(seed * 7919 + kind.length * 104729));
  DRAW[kind](c);
  return c.toString();
}

const DRAW: Record<SceneKind, (c: Canvas) => void> = {
  mountain: (c) => {
    const sky = drawSky(c, c.r.pick(['day', 'morning', 'golden', 'dusk'] as const));
    const rock = c.r.pick(['#4a5f86', '#5d5478', '#3f5f6a', '#55627a']);
    const layers = 4;
    for (let i = 0; i < layers; i++) {
      const pts = i < 2 ? peakRidge(c.r, 470 + i * 70, 330 - i * 90, c.r.int(2, 4)) : ridgePoints(c.r, 480 + i * 70, 90 - i * 20);
      const fill = mix(mix(rock, '#1f3b2c', i / (layers - 1)), sky.bottom, 0.45 - i * 0.14);
      c.add(path(fillBelow(pts), fill));
      if (i === 0) snowCaps(c, pts);
    }
    pineRow(c, 700, 14, '#183326');
  },
  beach: (c) => {
    const sky = drawSky(c, c.r.pick(['day', 'morning', 'sunset', 'golden'] as const));
    const horizon = c.r.int(440, 500);
    c.add(path(smoothHills(c.r, horizon, 45, 5, horizon + 2), mix('#3d6b5a', sky.bottom, 0.5), 'transform="translate(0 0)"'));
    c.add(
      rect(
        0,
        horizon,
        W,
        H - horizon,
        c.linear([
          [0, mix('#2a8fb8', sky.bottom, 0.3)],
          [1, '#0f5e86'],
        ]),
      ),
    );
    for (let i = 0; i < 14; i++) {
      const y = horizon + 12 + i * 14;
      c.add(ellipse(c.r.between(200, 1080), y, c.r.between(30, 160), 2, sky.sun, 'opacity="0.35"'));
    }
    const shore = smoothHills(c.r, 650, 60, 4);
    c.add(
      path(
        shore,
        c.linear([
          [0, '#f4dca6'],
          [1, '#d9b77a'],
        ]),
      ),
    );
    c.add(path(shore, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.7"'));
    const palms = c.r.int(1, 3);
    for (let i = 0; i < palms; i++) palm(c, c.r.pick([c.r.between(40, 300), c.r.between(980, 1240)]), 720, c.r.between(260, 380));
  },
  desert: (c) => {
    const sky = drawSky(c, c.r.pick(['golden', 'sunset', 'day'] as const));
    const sands = ['#f0c27b', '#e0a55c', '#cc8a43', '#b5723a'];
    sands.forEach((s, i) => c.add(path(smoothHills(c.r, 460 + i * 90, 110 - i * 15, c.r.int(3, 5)), mix(s, sky.bottom, 0.3 - i * 0.1))));
    const y = c.r.between(560, 620);
    const start = c.r.between(120, 700);
    for (let i = 0; i < c.r.int(2, 4); i++) camel(c, start + i * 120, y + i * 6, 0.9 + i * 0.05);
  },
  forest: (c) => {
    const sky = drawSky(c, c.r.pick(['morning', 'day', 'golden'] as const));
    c.add(path(smoothHills(c.r, 450, 90, 4), mix('#4f7f6a', sky.bottom, 0.5)));
    c.add(path(smoothHills(c.r, 520, 70, 5), mix('#2f6a45', sky.bottom, 0.25)));
    for (let x = -20; x < W + 40; x += c.r.between(34, 60)) {
      const y = 560 + c.r.between(-15, 15);
      c.add(rect(x - 4, y, 8, 60, '#3b2a1a'));
      c.add(circle(x, y, c.r.between(30, 48), mix('#1f5a32', '#4c8a3a', c.r.next())));
    }
    c.add(
      path(
        smoothHills(c.r, 640, 30, 3),
        c.linear([
          [0, '#a7b451'],
          [1, '#6f8a34'],
        ]),
      ),
    );
    const acaciaX = c.r.between(80, 400);
    c.add(rect(acaciaX - 6, 560, 12, 110, '#3a2a1c'));
    c.add(ellipse(acaciaX, 555, 110, 26, '#2f5a2a'));
    elephant(c, c.r.between(700, 1000), 690, c.r.between(0.9, 1.2));
  },
  city: (c) => {
    const sky = drawSky(c, c.r.pick(['dusk', 'night', 'sunset'] as const));
    const waterY = 620;
    c.add(path(smoothHills(c.r, 470, 60, 4, waterY), mix('#3b3f5c', sky.bottom, 0.5)));
    const lit = sky.night ? '#ffd97a' : '#ffe9b8';
    for (let x = -10; x < W;) {
      const w = c.r.between(50, 120);
      const h = c.r.between(120, 340);
      const body = mix('#23263a', sky.top, c.r.between(0.05, 0.3));
      c.add(rect(x, waterY - h, w, h, body));
      if (c.r.chance(0.2)) c.add(path(`M${x} ${waterY - h} L${x + w / 2} ${waterY - h - 60} L${x + w} ${waterY - h}Z`, body));
      for (let wy = waterY - h + 14; wy < waterY - 12; wy += 22)
        for (let wx = x + 8; wx < x + w - 12; wx += 16) if (c.r.chance(0.45)) c.add(rect(wx, wy, 7, 10, lit, 'opacity="0.85"'));
      x += w + c.r.between(2, 14);
    }
    c.add(
      rect(
        0,
        waterY,
        W,
        H - waterY,
        c.linear([
          [0, mix(sky.bottom, '#1d2d4a', 0.5)],
          [1, '#101b30'],
        ]),
      ),
    );
    for (let i = 0; i < 40; i++) c.add(rect(c.r.between(0, W), c.r.between(waterY + 5, H), c.r.between(10, 60), 2, lit, 'opacity="0.4"'));
  },
  palace: (c) => {
    const sky = drawSky(c, c.r.pick(['sunset', 'golden', 'morning', 'dusk'] as const));
    const stone = c.r.pick(['#f2ebe0', '#d9875a', '#e8c27a', '#f5d0b5']);
    const shade = mix(stone, '#3a2a20', 0.35);
    const ground = 560;
    c.add(
      rect(
        0,
        ground,
        W,
        H - ground,
        c.linear([
          [0, '#9bb36a'],
          [1, '#6c8a46'],
        ]),
      ),
    );
    const cx = c.r.between(520, 760);
    const wide = c.r.between(520, 700);
    c.add(rect(cx - wide / 2, ground - 170, wide, 170, stone));
    for (let x = cx - wide / 2 + 30; x < cx + wide / 2 - 40; x += 70) arch(c, x, ground - 20, 40, 90, shade);
    dome(c, cx, ground - 170, 220, 200, stone);
    for (const side of [-1, 1]) {
      const mx = cx + side * (wide / 2 + 30);
      c.add(rect(mx - 16, ground - 320, 32, 320, stone));
      dome(c, mx, ground - 320, 48, 50, stone);
      dome(c, cx + side * wide * 0.32, ground - 170, 90, 80, stone);
      for (let i = 0; i < 5; i++) c.add(ellipse(cx + side * (wide / 2 + 110 + i * 60), ground - 50, 16, 60, '#2c4a2a'));
    }
    const pool = c.linear([
      [0, mix(sky.bottom, '#3f88b5', 0.6)],
      [1, '#2d6f99'],
    ]);
    c.add(path(`M${cx - 70} ${ground + 10} L${cx + 70} ${ground + 10} L${cx + 170} ${H} L${cx - 170} ${H}Z`, pool));
  },
  camping: (c) => {
    drawSky(c, c.r.pick(['night', 'dusk'] as const));
    for (let i = 0; i < 3; i++) c.add(path(fillBelow(ridgePoints(c.r, 420 + i * 80, 170 - i * 40)), mix('#1d2b45', '#0b1220', i / 2)));
    c.add(path(smoothHills(c.r, 640, 30, 3), '#172a1f'));
    pineRow(c, 650, 8, '#0f2218');
    const fireX = c.r.between(480, 800);
    c.add(
      circle(
        fireX,
        700,
        220,
        c.radial([
          [0, '#ffb347', 0.55],
          [1, '#ffb347', 0],
        ]),
      ),
    );
    const colours = ['#e4572e', '#f3a712', '#29bf12', '#4c86a8', '#e9c46a'];
    const tents = c.r.int(2, 4);
    for (let i = 0; i < tents; i++) {
      const x = fireX + (i % 2 ? 1 : -1) * (150 + Math.floor(i / 2) * 230) + c.r.between(-20, 20);
      const s = c.r.between(0.8, 1.15);
      const col = c.r.pick(colours);
      c.add(path(`M${x - 110 * s} 720 L${x} ${720 - 150 * s} L${x + 110 * s} 720Z`, col));
      c.add(path(`M${x - 30 * s} 720 L${x} ${720 - 110 * s} L${x + 30 * s} 720Z`, mix(col, '#000000', 0.5)));
    }
    c.add(path(`M${fireX - 22} 712 Q${fireX} 640 ${fireX + 22} 712Z`, '#ffcf5c'));
    c.add(path(`M${fireX - 12} 712 Q${fireX} 670 ${fireX + 12} 712Z`, '#fff2b3'));
  },
  hotel: (c) => {
    const sky = drawSky(c, c.r.pick(['day', 'morning', 'golden', 'dusk'] as const));
    const ground = 610;
    const backdrop = c.r.pick(['hills', 'peaks', 'sea'] as const);
    if (backdrop === 'peaks') c.add(path(fillBelow(peakRidge(c.r, 520, 250, 3)), mix('#5d6f8f', sky.bottom, 0.4)));
    if (backdrop === 'sea')
      c.add(
        rect(
          0,
          500,
          W,
          ground - 500,
          c.linear([
            [0, '#3f9cc4'],
            [1, '#1d6f99'],
          ]),
        ),
      );
    else c.add(path(smoothHills(c.r, 470, 70, 4, ground), '#7fa37b'));
    const wall = c.r.pick(['#f4efe6', '#f1d7b8', '#e7e2d8', '#f3c9a5', '#dfe8ee', '#e9d3c0']);
    const trim = c.r.pick(['#b5651d', '#2f5d8a', '#7b4b94', '#2e7d5b', '#a23b3b', '#8a6d3b']);
    const floors = c.r.int(2, 7);
    const w = c.r.between(420, 760);
    const x0 = (W - w) / 2 + c.r.between(-120, 120);
    const top = ground - floors * 62 - 20;
    c.add(rect(x0, top, w, ground - top, wall));
    const roof = c.r.pick(['flat', 'pitched', 'chhatri'] as const);
    if (roof === 'pitched') c.add(path(`M${x0 - 30} ${top} L${x0 + w / 2} ${top - 90} L${x0 + w + 30} ${top}Z`, trim));
    else c.add(rect(x0 - 12, top - 16, w + 24, 18, trim));
    if (roof === 'chhatri') for (const x of [x0 + 50, x0 + w / 2, x0 + w - 50]) dome(c, x, top - 16, 70, 60, wall);
    const arched = c.r.chance(0.4);
    for (let fl = 0; fl < floors; fl++)
      for (let x = x0 + 24; x < x0 + w - 40; x += 58) {
        const y = top + 20 + fl * 62;
        const glass = c.r.chance(0.3) ? '#ffe7a6' : '#8fb9d6';
        if (arched) arch(c, x, y + 40, 34, 40, glass);
        else c.add(rect(x, y, 34, 40, glass));
        c.add(rect(x - 4, y + 40, 42, 5, trim, 'opacity="0.8"'));
      }
    c.add(rect(x0 + w / 2 - 70, ground - 70, 140, 70, '#5a4632'));
    c.add(rect(x0 + w / 2 - 110, ground - 84, 220, 16, trim));
    c.add(rect(0, ground, W, H - ground, c.r.pick(['#c9c3b4', '#d8cdb5', '#b9c4a6'])));
    if (c.r.chance(0.7)) {
      c.add(
        rect(
          x0 - 60,
          ground + 60,
          w + 120,
          110,
          c.linear([
            [0, '#6fd3e8'],
            [1, '#2aa1c9'],
          ]),
          'rx="18"',
        ),
      );
      for (let i = 0; i < 6; i++) c.add(ellipse(x0 + c.r.between(0, w), ground + c.r.between(80, 150), 40, 3, '#ffffff', 'opacity="0.6"'));
    } else {
      for (let x = 20; x < W; x += 70) c.add(ellipse(x, ground + 40, 40, 26, '#4f7d3f'));
    }
    if (backdrop === 'peaks') {
      for (const x of [x0 - 140, x0 - 70, x0 + w + 70, x0 + w + 140]) c.add(pine(x, ground + 30, c.r.between(180, 260), '#1f3b2c'));
    } else {
      palm(c, x0 - 90, ground + 20, 300);
      palm(c, x0 + w + 90, ground + 20, 260);
    }
  },
  room: (c) => {
    const wallColour = c.r.pick(['#efe3d0', '#e6ede8', '#f3dfd3', '#e4e1ee', '#f2ead9']);
    c.add(rect(0, 0, W, 560, wallColour));
    c.add(
      rect(
        0,
        560,
        W,
        240,
        c.linear([
          [0, '#9a6b43'],
          [1, '#6b4526'],
        ]),
      ),
    );
    const wx = c.r.between(80, 200);
    c.add(
      rect(
        wx,
        110,
        260,
        300,
        c.linear([
          [0, '#7fb8e6'],
          [1, '#dff1fb'],
        ]),
      ),
    );
    c.add(
      path(
        `M${wx} 410 L${wx} ${c.r.between(300, 340)} Q${wx + 130} ${c.r.between(240, 300)} ${wx + 260} ${c.r.between(300, 340)} L${wx + 260} 410Z`,
        '#5f8f6a',
      ),
    );
    c.add(rect(wx, 110, 260, 300, 'none', 'stroke="#ffffff" stroke-width="12"'));
    const accent = c.r.pick(['#a23b3b', '#2f5d8a', '#b5651d', '#2e7d5b', '#7b4b94']);
    const bx = c.r.between(480, 600);
    c.add(rect(bx, 300, 520, 200, mix(accent, '#3a2a1a', 0.4), 'rx="14"'));
    c.add(rect(bx - 20, 470, 560, 150, '#ffffff', 'rx="12"'));
    c.add(rect(bx - 20, 540, 560, 80, accent, 'rx="10"'));
    for (const px of [bx + 110, bx + 410]) c.add(ellipse(px, 465, 95, 30, '#f7f3ea'));
    for (const sx of [bx - 120, bx + 560]) {
      c.add(rect(sx, 520, 90, 100, '#7a5233'));
      c.add(
        circle(
          sx + 45,
          420,
          90,
          c.radial([
            [0, '#ffe5a0', 0.7],
            [1, '#ffe5a0', 0],
          ]),
        ),
      );
      c.add(path(`M${sx + 15} 470 L${sx + 75} 470 L${sx + 62} 420 L${sx + 28} 420Z`, '#f7e3b5'));
    }
    c.add(rect(bx + 160, 150, 200, 110, mix(accent, '#ffffff', 0.5), 'stroke="#6b4526" stroke-width="8"'));
  },
  dining: (c) => {
    c.add(rect(0, 0, W, 540, c.r.pick(['#3b2a22', '#2d3a34', '#3a2f40'])));
    c.add(
      rect(
        0,
        540,
        W,
        260,
        c.linear([
          [0, '#6b4526'],
          [1, '#3d2714'],
        ]),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const x = 220 + i * 280 + c.r.between(-20, 20);
      c.add(rect(x - 1, 0, 2, 160, '#222222'));
      c.add(
        circle(
          x,
          190,
          160,
          c.radial([
            [0, '#ffcf7a', 0.45],
            [1, '#ffcf7a', 0],
          ]),
        ),
      );
      c.add(path(`M${x - 50} 200 Q${x} 120 ${x + 50} 200Z`, '#d9a441'));
    }
    const cloth = c.r.pick(['#f6f1e7', '#f1e0c5', '#e9eef2']);
    c.add(rect(120, 500, 1040, 40, cloth, 'rx="8"'));
    c.add(rect(140, 540, 1000, 90, mix(cloth, '#000000', 0.12)));
    for (let x = 200; x < 1120; x += 150) {
      c.add(ellipse(x, 515, 46, 12, '#ffffff'));
      c.add(ellipse(x, 513, 26, 6, c.r.pick(['#d35400', '#e67e22', '#27ae60', '#c0392b', '#f1c40f'])));
      c.add(rect(x + 50, 470, 10, 40, '#d6eaf8', 'opacity="0.8"'));
      c.add(rect(x - 20, 630, 40, 120, '#4a2f1b'));
    }
  },
  'car-suv': (c) => drawCar(c, 'suv'),
  'car-sedan': (c) => drawCar(c, 'sedan'),
  'car-hatchback': (c) => drawCar(c, 'hatchback'),
};

function drawSky(c: Canvas, name: SkyName): Sky {
  const sky: Sky = SKIES[name];
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.linear([
        [0, sky.top],
        [1, sky.bottom],
      ]),
    ),
  );
  if (sky.night) {
    for (let i = 0; i < 140; i++)
      c.add(
        circle(c.r.between(0, W), c.r.between(0, 420), c.r.between(0.8, 2.4), '#ffffff', `opacity="${c.r.between(0.4, 1).toFixed(2)}"`),
      );
  }
  const sx = c.r.between(160, 1120);
  const sy = c.r.between(110, 300);
  c.add(
    circle(
      sx,
      sy,
      200,
      c.radial([
        [0, sky.sun, 0.8],
        [1, sky.sun, 0],
      ]),
    ),
  );
  c.add(circle(sx, sy, sky.night ? 34 : c.r.between(44, 64), sky.sun));
  if (!sky.night) {
    for (let i = 0; i < c.r.int(1, 4); i++) {
      const x = c.r.between(0, W);
      const y = c.r.between(80, 260);
      const s = c.r.between(0.6, 1.3);
      const cloud = [
        ellipse(x, y, 90 * s, 26 * s, '#ffffff'),
        ellipse(x - 40 * s, y - 14 * s, 50 * s, 30 * s, '#ffffff'),
        ellipse(x + 30 * s, y - 22 * s, 60 * s, 36 * s, '#ffffff'),
      ];
      c.add(`<g opacity="0.75">${cloud.join('')}</g>`);
    }
  }
  return sky;
}

function snowCaps(c: Canvas, ridge: [number, number][]) {
  const top = Math.min(...ridge.map(([, y]) => y));
  const id = c.id('clip');
  c.def(`<clipPath id="${id}"><path d="${fillBelow(ridge)}"/></clipPath>`);
  // a wavy snowline, lower on the higher peaks
  const line = Array.from({ length: 33 }, (_, i) => [-10 + i * 41, top + 90 + 22 * Math.sin(i * 1.7 + top)] as [number, number]);
  c.add(
    `<path d="M-10 0 ${line.map(([x, y]) => `L${x} ${y.toFixed(1)}`).join(' ')} L${W + 10} 0Z" fill="#f8fbff" clip-path="url(#${id})" opacity="0.92"/>`,
  );
}

function pine(x: number, base: number, h: number, colour: string): string {
  const w = h * 0.42;
  const tiers = [0, 0.3, 0.55].map(
    (t) =>
      `M${x - w * (1 - t * 0.8)} ${base - h * t - h * 0.15} L${x} ${base - h * (t + 0.45)} L${x + w * (1 - t * 0.8)} ${base - h * t - h * 0.15}Z`,
  );
  return path(`${tiers.join(' ')} M${x - 4} ${base} L${x - 4} ${base - h * 0.2} L${x + 4} ${base - h * 0.2} L${x + 4} ${base}Z`, colour);
}

function pineRow(c: Canvas, base: number, count: number, colour: string) {
  c.add(path(smoothHills(c.r, base, 40, 4), colour));
  for (let i = 0; i < count; i++) {
    const x = c.r.pick([c.r.between(0, 420), c.r.between(860, W)]);
    c.add(pine(x, base + c.r.between(10, 60), c.r.between(110, 240), colour));
  }
}

function palm(c: Canvas, x: number, base: number, h: number) {
  const lean = c.r.between(-60, 60);
  const tx = x + lean;
  const ty = base - h;
  c.add(
    path(
      `M${x} ${base} Q${x + lean * 0.2} ${base - h * 0.5} ${tx} ${ty}`,
      'none',
      'stroke="#5b4228" stroke-width="16" stroke-linecap="round"',
    ),
  );
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI * (0.1 + (0.8 * i) / 6);
    const len = c.r.between(110, 150);
    const ex = tx + Math.cos(a) * len * 1.2;
    const ey = ty - Math.sin(a) * len * 0.35 + 55;
    const mx = tx + Math.cos(a) * len * 0.6;
    const my = ty - Math.abs(Math.sin(a)) * 60 - 20;
    c.add(path(`M${tx} ${ty} Q${mx} ${my - 18} ${ex} ${ey} Q${mx} ${my + 18} ${tx} ${ty}Z`, i % 2 ? '#2f7a3b' : '#3f9147'));
  }
}

function camel(c: Canvas, x: number, y: number, s: number) {
  const k = '#4a2d1a';
  c.add(ellipse(x, y - 70 * s, 55 * s, 24 * s, k));
  c.add(ellipse(x - 5 * s, y - 92 * s, 26 * s, 20 * s, k));
  c.add(
    path(
      `M${x + 45 * s} ${y - 78 * s} Q${x + 80 * s} ${y - 100 * s} ${x + 78 * s} ${y - 130 * s}`,
      'none',
      `stroke="${k}" stroke-width="${12 * s}" stroke-linecap="round"`,
    ),
  );
  c.add(ellipse(x + 88 * s, y - 132 * s, 16 * s, 8 * s, k));
  for (const lx of [-40, -25, 25, 40]) c.add(rect(x + lx * s, y - 55 * s, 6 * s, 55 * s, k));
}

function elephant(c: Canvas, x: number, y: number, s: number) {
  const k = '#4b4f57';
  c.add(ellipse(x, y - 110 * s, 95 * s, 65 * s, k));
  c.add(circle(x + 95 * s, y - 135 * s, 48 * s, k));
  c.add(ellipse(x + 70 * s, y - 130 * s, 28 * s, 42 * s, mix(k, '#000000', 0.2)));
  c.add(
    path(
      `M${x + 130 * s} ${y - 130 * s} Q${x + 160 * s} ${y - 60 * s} ${x + 140 * s} ${y - 20 * s}`,
      'none',
      `stroke="${k}" stroke-width="${18 * s}" stroke-linecap="round"`,
    ),
  );
  for (const lx of [-70, -35, 35, 65]) c.add(rect(x + lx * s, y - 70 * s, 26 * s, 70 * s, k, `rx="${6 * s}"`));
}

function arch(c: Canvas, x: number, base: number, w: number, h: number, fill: string) {
  c.add(path(`M${x} ${base} L${x} ${base - h + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${base - h + w / 2} L${x + w} ${base}Z`, fill));
}

function dome(c: Canvas, cx: number, base: number, w: number, h: number, fill: string) {
  c.add(
    path(
      `M${cx - w / 2} ${base} C${cx - w / 2} ${base - h * 0.7} ${cx - w * 0.12} ${base - h * 0.72} ${cx} ${base - h} C${cx + w * 0.12} ${base - h * 0.72} ${cx + w / 2} ${base - h * 0.7} ${cx + w / 2} ${base}Z`,
      fill,
    ),
  );
  c.add(rect(cx - 2, base - h - 24, 4, 26, '#c9a13b'));
}

const CAR_SHAPES = {
  // body length, roof height above the sill line, cabin corners as fractions of the length
  hatchback: { len: 560, body: 120, roof: 215, cabin: [0.2, 0.36, 0.9, 0.97] },
  sedan: { len: 660, body: 120, roof: 205, cabin: [0.24, 0.38, 0.66, 0.8] },
  suv: { len: 680, body: 160, roof: 265, cabin: [0.16, 0.26, 0.95, 0.98] },
} as const;

function drawCar(c: Canvas, shape: keyof typeof CAR_SHAPES) {
  drawSky(c, c.r.pick(['day', 'morning', 'golden', 'sunset'] as const));
  c.add(path(smoothHills(c.r, 470, 80, 4), '#7fa37b'));
  c.add(path(smoothHills(c.r, 540, 50, 5), '#5d8a5a'));
  const g = 690;
  c.add(rect(0, 600, W, 200, '#4a4d52'));
  for (let x = 0; x < W; x += 120) c.add(rect(x, 735, 60, 8, '#f2f2f2'));
  const { len, body, roof, cabin } = CAR_SHAPES[shape];
  const x0 = (W - len) / 2;
  const paint = c.r.pick(['#c0392b', '#f5f5f5', '#2c3e50', '#7f8c8d', '#1f6fb2', '#d35400', '#145a32', '#e8e1d1']);
  const at = (t: number) => x0 + t * len;
  c.add(ellipse(W / 2, g + 6, len * 0.55, 16, '#000000', 'opacity="0.35"'));
  c.add(
    path(
      `M${x0 + 20} ${g - 30} Q${x0} ${g - 30} ${x0 + 4} ${g - body + 20} Q${x0 + 10} ${g - body} ${at(0.12)} ${g - body} L${at(0.9)} ${g - body} Q${x0 + len} ${g - body + 4} ${x0 + len} ${g - 50} L${x0 + len - 10} ${g - 30}Z`,
      paint,
    ),
  );
  const [a, b, d, e] = cabin;
  c.add(path(`M${at(a)} ${g - body + 2} L${at(b)} ${g - roof} L${at(d)} ${g - roof} L${at(e)} ${g - body + 2}Z`, paint));
  const glass = c.linear([
    [0, '#bfe3f5'],
    [1, '#5d8aa8'],
  ]);
  const inset = 14;
  c.add(
    path(
      `M${at(a) + inset * 1.6} ${g - body - 4} L${at(b) + inset * 0.6} ${g - roof + inset} L${at(d) - inset * 0.6} ${g - roof + inset} L${at(e) - inset * 1.6} ${g - body - 4}Z`,
      glass,
    ),
  );
  c.add(rect(at((b + d) / 2) - 6, g - roof + 8, 12, roof - body, paint));
  c.add(rect(x0 + 30, g - body + 40, len - 60, 4, mix(paint, '#000000', 0.3)));
  c.add(ellipse(x0 + len - 14, g - body + 26, 16, 9, '#fff3b0'));
  c.add(rect(x0 + 2, g - body + 20, 10, 22, '#c0392b'));
  for (const t of [0.2, 0.8]) {
    c.add(circle(at(t), g - 22, 52, '#1b1b1b'));
    c.add(circle(at(t), g - 22, 26, '#b8bcc2'));
  }
}
