import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { itemAt } from '@sports/contracts/indexed';
import { PIECE_BOX, W, jigsawImages } from './images';

const raw = async (b64: string) => sharp(Buffer.from(b64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const lum = (d: Buffer, i: number) => 0.299 * d.readUInt8(i) + 0.587 * d.readUInt8(i + 1) + 0.114 * d.readUInt8(i + 2);

/** The script that solved the block puzzle: slide the piece's mask along its row, take the spot most darkened against the piece. */
async function naiveSolve(background: string, piece: string): Promise<number> {
  const bg = await raw(background);
  const pc = await raw(piece);
  const mask: [number, number][] = [];
  for (let y = 0; y < pc.info.height; y++)
    for (let x = 0; x < pc.info.width; x++) if (pc.data.readUInt8((y * pc.info.width + x) * 4 + 3) > 200) mask.push([x, y]);
  const pieceLum = mask.reduce((s, [x, y]) => s + lum(pc.data, (y * pc.info.width + x) * 4), 0) / mask.length;
  let best = { x: 0, ratio: Infinity };
  for (let dx = 0; dx <= W - PIECE_BOX; dx++) {
    const l = mask.reduce((s, [x, y]) => s + lum(bg.data, (y * bg.info.width + x + dx) * 4), 0) / mask.length;
    if (l / pieceLum < best.ratio) best = { x: dx, ratio: l / pieceLum };
  }
  return best.x;
}

describe('block puzzle pictures', () => {
  it('has two decoy holes on the hole’s row, clear of it and of each other', () => {
    for (let i = 0; i < 20; i++) {
      const img = jigsawImages(true);
      expect(img.decoys).toHaveLength(2);
      const all = [img.x, ...img.decoys].sort((a, b) => a - b);
      for (let j = 1; j < all.length; j++) expect(itemAt(all, j, 'hole') - itemAt(all, j - 1, 'hole')).toBeGreaterThanOrEqual(PIECE_BOX);
    }
  });

  it('is no longer solved by matching the piece to the darkest hole', async () => {
    let solved = 0;
    for (let i = 0; i < 20; i++) {
      const img = jigsawImages(true);
      if (Math.abs((await naiveSolve(img.background, img.piece)) - img.x) <= 4) solved++;
    }
    // one hole in three: about 7 of 20 by luck, never the 20 of 20 of a plain darkened hole
    expect(solved).toBeLessThanOrEqual(14);
  });
});
