import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ACCOUNT_LIMITS } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { IdentityRepository } from './repository';

const MAX_SIDE = 1080;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const UPLOAD_URL_PREFIX = '/uploads/';
export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.webp$/;

/** Data URL or bare base64 → bytes; anything that is not base64 is not an image. */
function decode(input: string): Buffer {
  const m = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,/.exec(input);
  const b64 = (m ? input.slice(m[0].length) : input).replace(/\s+/g, '');
  if (!b64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new AppError('UPLOAD_NOT_IMAGE');
  // 4 base64 characters carry 3 bytes: refuse oversized input before decoding it.
  if (Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0) > ACCOUNT_LIMITS.uploadMaxBytes) {
    throw new AppError('UPLOAD_TOO_LARGE');
  }
  return Buffer.from(b64, 'base64');
}

/**
 * Base64 image upload: each file decoded, checked to be a real JPEG/PNG/WebP/GIF by sharp,
 * re-encoded (first frame, EXIF orientation applied, metadata dropped, at most 1080 px a side) to WebP,
 * stored under DATA_DIR/uploads with a random name and served at /uploads/<name>.
 */
export function uploadService(deps: { repo: IdentityRepository; dir: string; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return {
    /**
     * `userId` null: an operator's picture (covers, article bodies, circle icons). It has no user's
     * row, so no fan can claim it as their own; the console's audit entry names the operator.
     */
    async saveBase64(userId: number | null, files: string[]): Promise<string[]> {
      const images = [];
      // Check every file before storing any, so a bad file in a batch stores nothing.
      for (const f of files) {
        const buf = decode(f);
        let out: { data: Buffer; info: OutputInfo };
        try {
          const meta = await sharp(buf, { limitInputPixels: 40_000_000 }).metadata();
          if (!meta.format || !FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
          out = await sharp(buf, { limitInputPixels: 40_000_000, animated: false })
            .rotate()
            .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 85 })
            .toBuffer({ resolveWithObject: true });
        } catch {
          throw new AppError('UPLOAD_NOT_IMAGE');
        }
        images.push(out);
      }
      await fs.mkdir(deps.dir, { recursive: true });
      const urls: string[] = [];
      for (const img of images) {
        const name = `${randomBytes(16).toString('hex')}.webp`;
        await fs.writeFile(path.join(deps.dir, name), img.data, { flag: 'wx' });
        const url = `${UPLOAD_URL_PREFIX}${name}`;
        if (userId !== null)
          await deps.repo.insertUpload({
            user_id: userId,
            name,
            url,
            bytes: img.data.length,
            width: img.info.width,
            height: img.info.height,
            created_at: now(),
          });
        urls.push(url);
      }
      return urls;
    },
    /** Absolute path of a stored upload, or null for a name we never issued. */
    filePath(name: string): string | null {
      return UPLOAD_NAME_RE.test(name) ? path.join(deps.dir, name) : null;
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;
