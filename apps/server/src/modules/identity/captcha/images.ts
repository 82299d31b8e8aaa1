import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ACCOUNT_LIMITS } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { CAPTCHA_CHARS } from './words';

/** Captcha pictures drawn on the server: a random landscape-like background, jigsaw pieces, click-words. */

export const W = ACCOUNT_LIMITS.captchaWidth;
export const H = ACCOUNT_LIMITS.captchaHeight;
/** Side of the jigsaw square; the knobs add KNOB on the top and right. */
export const PIECE = 44;
const KNOB = 8;
export const PIECE_BOX = PIECE + KNOB * 2;
const FONT = 'CaptchaCJK';
const FONT_SIZE = 30;

let fontReady = false;
function ensureFont() {
  if (fontReady) return;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'captcha-font.ttf');
  if (!GlobalFonts.registerFromPath(file, FONT)) throw new Error(`captcha font not loadable: ${file}`);
  fontReady = true;
}

const rnd = (min: number, max: number) => randomInt(min, max + 1);
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h}, ${s}%, ${l}%, ${a})`;

/** Sky, hills and scattered shapes in a random palette: enough texture that the hole is not the only edge. */
function drawBackground(ctx: SKRSContext2D) {
  const hue = rnd(0, 359);
  const sky = ctx.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, hsl(hue, 60, rnd(65, 80)));
  sky.addColorStop(1, hsl((hue + 40) % 360, 55, rnd(40, 55)));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  for (let layer = 0; layer < 3; layer++) {
    ctx.beginPath();
    const base = H * (0.45 + layer * 0.18);
    ctx.moveTo(0, H);
    for (let x = 0; x <= W; x += 10) ctx.lineTo(x, base + Math.sin((x + rnd(0, 50)) / rnd(25, 45)) * rnd(6, 16));
    ctx.lineTo(W, H);
    ctx.closePath();
    ctx.fillStyle = hsl((hue + 90 + layer * 30) % 360, 45, 30 + layer * 10, 0.85);
    ctx.fill();
  }
  for (let i = 0; i < 28; i++) {
    ctx.beginPath();
    ctx.fillStyle = hsl(rnd(0, 359), rnd(40, 90), rnd(30, 85), Math.random() * 0.5 + 0.2);
    if (i % 3 === 0) ctx.rect(rnd(0, W), rnd(0, H), rnd(6, 30), rnd(6, 30));
    else ctx.arc(rnd(0, W), rnd(0, H), rnd(3, 18), 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    ctx.strokeStyle = hsl(rnd(0, 359), 60, rnd(20, 90), 0.5);
    ctx.lineWidth = rnd(1, 3);
    ctx.moveTo(rnd(0, W), rnd(0, H));
    ctx.bezierCurveTo(rnd(0, W), rnd(0, H), rnd(0, W), rnd(0, H), rnd(0, W), rnd(0, H));
    ctx.stroke();
  }
}

/** The classic jigsaw outline with its square at (x+KNOB, y+KNOB): knobs on top and right. */
function piecePath(ctx: SKRSContext2D, x: number, y: number) {
  const l = x;
  const t = y + KNOB;
  const r = l + PIECE;
  const b = t + PIECE;
  ctx.beginPath();
  ctx.moveTo(l, t);
  ctx.lineTo(l + PIECE / 2 - KNOB, t);
  ctx.arc(l + PIECE / 2, t, KNOB, Math.PI, 0, false);
  ctx.lineTo(r, t);
  ctx.lineTo(r, t + PIECE / 2 - KNOB);
  ctx.arc(r, t + PIECE / 2, KNOB, -Math.PI / 2, Math.PI / 2, false);
  ctx.lineTo(r, b);
  ctx.lineTo(l, b);
  ctx.closePath();
}

const png = (c: Canvas) => c.toBuffer('image/png').toString('base64');

export interface JigsawImages {
  /** background with the hole, base64 PNG */
  background: string;
  /** the piece on a transparent strip: full height (AJ block puzzle) or cropped to the piece box */
  piece: string;
  /** left edge of the hole (the answer) and top of the piece box */
  x: number;
  y: number;
  /** left edges of the decoy holes on the same row */
  decoys: number[];
}

/** Left edges of two decoy holes on the hole's row, clear of it and of each other (a random pair of all that fit). */
function decoyPlaces(x: number): number[] {
  const lo = PIECE_BOX + 5;
  const hi = W - PIECE_BOX - 5;
  const pairs: [number, number][] = [];
  for (let a = lo; a <= hi; a++) {
    if (Math.abs(a - x) < PIECE_BOX) continue;
    for (let b = a + PIECE_BOX; b <= hi; b++) if (Math.abs(b - x) >= PIECE_BOX) pairs.push([a, b]);
  }
  return pairs.length ? itemAt(pairs, randomInt(pairs.length), 'decoy pair') : [];
}

/** Speckles over the whole picture, drawn after the piece was cut: the hole's pixels no longer equal the piece's. */
function drawNoise(ctx: SKRSContext2D) {
  for (let i = 0; i < 600; i++) {
    ctx.fillStyle = hsl(rnd(0, 359), rnd(0, 80), rnd(10, 95), Math.random() * 0.35 + 0.1);
    ctx.fillRect(rnd(0, W - 1), rnd(0, H - 1), rnd(1, 3), rnd(1, 3));
  }
}

/** A darkened jigsaw hole; `shade` varies per hole so the darkest one is not the answer. */
function drawHole(ctx: SKRSContext2D, x: number, y: number, shade: number) {
  piecePath(ctx, x, y);
  ctx.fillStyle = `rgba(0,0,0,${shade})`;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.stroke();
}

/** A background with a jigsaw hole and the matching piece. `fullHeight`: the piece strip is H tall (AJ-Captcha). */
export function jigsawImages(fullHeight: boolean): JigsawImages {
  const bg = createCanvas(W, H);
  const ctx = bg.getContext('2d');
  drawBackground(ctx);
  const x = rnd(PIECE_BOX + 20, W - PIECE_BOX - 5);
  const y = rnd(5, H - PIECE_BOX - 5);

  const pc = createCanvas(PIECE_BOX, fullHeight ? H : PIECE_BOX);
  const p = pc.getContext('2d');
  const py = fullHeight ? y : 0;
  p.save();
  piecePath(p, 0, py);
  p.clip();
  p.drawImage(bg, x, y, PIECE_BOX, PIECE_BOX, 0, py, PIECE_BOX, PIECE_BOX);
  p.restore();
  piecePath(p, 0, py);
  p.lineWidth = 2;
  p.strokeStyle = 'rgba(255,255,255,0.9)';
  p.stroke();

  // Decoy holes on the same row (the piece strip shows the row) and noise: matching the piece to
  // "the darkened hole" no longer finds the answer.
  const decoys = decoyPlaces(x);
  for (const d of [x, ...decoys]) drawHole(ctx, d, y, rnd(30, 55) / 100);
  drawNoise(ctx);
  return { background: png(bg), piece: png(pc), x, y, decoys };
}

export interface ClickWordImage {
  background: string;
  /** the characters to click, in order */
  words: string[];
  /** centre of each word in `words`, in image pixels */
  points: { x: number; y: number }[];
}

/**
 * The top-right corner the captcha frame covers with its 换一张 button (28 px square, 8 px in, on an
 * image shown at its own size): no character may sit there, or it could not be clicked.
 */
export const REFRESH_CORNER = { left: W - 40, bottom: 40 };

/** Whether a character centred here would reach under the refresh button. */
export function underRefreshButton(pt: { x: number; y: number }): boolean {
  return pt.x + FONT_SIZE / 2 > REFRESH_CORNER.left && pt.y - FONT_SIZE / 2 < REFRESH_CORNER.bottom;
}

/**
 * Where the click-word characters go: random, apart from each other, never under the 换一张 button
 * (out of tries, which is never seen, the bottom-left corner is always clear of it).
 */
export function characterPoints(count: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const half = FONT_SIZE / 2 + 4;
  while (points.length < count) {
    let pt = { x: 0, y: 0 };
    for (let tries = 0; tries < 200; tries++) {
      pt = { x: rnd(half, W - half), y: rnd(half, H - half) };
      if (underRefreshButton(pt)) continue;
      if (points.every((q) => Math.abs(q.x - pt.x) > FONT_SIZE + 6 || Math.abs(q.y - pt.y) > FONT_SIZE + 6)) break;
    }
    if (underRefreshButton(pt)) pt = { x: half, y: H - half };
    points.push(pt);
  }
  return points;
}

/** Three target characters and one decoy drawn at random, non-overlapping places clear of the refresh button, each tilted. */
export function clickWordImage(): ClickWordImage {
  ensureFont();
  const c = createCanvas(W, H);
  const ctx = c.getContext('2d');
  drawBackground(ctx);
  const pool = [...CAPTCHA_CHARS];
  const chars: string[] = [];
  while (chars.length < ACCOUNT_LIMITS.clickWordCount + 1) {
    chars.push(itemAt(pool.splice(randomInt(pool.length), 1), 0, 'captcha character pool'));
  }
  const points = characterPoints(chars.length);
  for (const [i, ch] of chars.entries()) {
    const pt = itemAt(points, i, 'captcha character point');
    ctx.save();
    ctx.translate(pt.x, pt.y);
    ctx.rotate(((rnd(0, 70) - 35) * Math.PI) / 180);
    ctx.font = `bold ${FONT_SIZE}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.strokeText(ch, 0, 0);
    ctx.fillStyle = hsl(rnd(0, 359), 80, rnd(70, 92));
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  }
  return {
    background: png(c),
    words: chars.slice(0, ACCOUNT_LIMITS.clickWordCount),
    points: points.slice(0, ACCOUNT_LIMITS.clickWordCount),
  };
}

/** How far a click may land from a character's centre. */
export const CLICK_TOLERANCE = FONT_SIZE / 2 + 6;
