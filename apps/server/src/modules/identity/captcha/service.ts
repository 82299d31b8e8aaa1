import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_LIMITS,
  CAPTCHA_REP,
  ZDragTrackSchema,
  ZVendorCaptchaResultSchema,
  aesEcbEncrypt,
  type TCaptchaResponse,
  type TDragTrack,
  type TCaptchaType,
  type TSlidePuzzle,
} from '@sports/contracts';
import { AppError } from '../../../http/errors';
import type { RateLimiter } from '../../../http/rate-limit';
import type { HumanCheck } from '../sms/service';
import type { VendorValidator } from './geetest';
import { CLICK_TOLERANCE, PIECE_BOX, H, W, clickWordImage, jigsawImages } from './images';
import type { CaptchaRepository } from './repository';
import { judgeTrack } from './track';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
const VERIFICATION_TTL_MS = 3 * 60 * 1000;
const GETS_PER_MINUTE = 30;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const rep = (r: { repCode: string; repMsg: string }, repData: TCaptchaResponse['repData'] = null): TCaptchaResponse => ({
  ...r,
  repData,
  success: r.repCode === CAPTCHA_REP.SUCCESS.repCode,
});

type Point = { x: number; y: number };
const isPoint = (p: unknown): p is Point =>
  !!p && typeof p === 'object' && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);
/** A block-puzzle drop carries the drag that made it; a drag that does not look like a hand fails. */
const draggedByHand = (p: Point & { track?: unknown }) => {
  const track = ZDragTrackSchema.safeParse(p.track);
  return track.success && judgeTrack(track.data, p.x) === 'ok';
};

function aesEcbDecrypt(b64: string, key: string): string {
  const d = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8');
}

/**
 * The built-in captchas (AJ-Captcha protocol: block puzzle and click-word), the login panel's
 * slide puzzle, and the one-time captchaVerification tokens that SMS requests consume.
 */
export function captchaService(deps: { repo: CaptchaRepository; limiter: RateLimiter; vendor?: VendorValidator; now?: () => number }) {
  const { repo, limiter } = deps;
  const now = deps.now ?? Date.now;

  async function store(kind: string, answer: unknown, ip: string) {
    const t = now();
    const token = randomBytes(16).toString('hex');
    const secretKey = randomBytes(12).toString('base64url');
    await repo.insert({
      token,
      kind,
      answer: JSON.stringify(answer),
      secret_key: secretKey,
      ip,
      created_at: t,
      expires_at: t + CHALLENGE_TTL_MS,
      checked_at: null,
      verification_hash: null,
      verification_expires_at: null,
      consumed_at: null,
    });
    return { token, secretKey };
  }

  /** The live, unchecked challenge of `kind`, now marked checked; null when expired, unknown or spent. */
  async function take(token: string, kind: string) {
    const c = await repo.find(token);
    if (!c || c.kind !== kind || c.expires_at <= now()) return null;
    if (!(await repo.markChecked(Number(c.id), now()))) return null;
    return c;
  }

  return {
    /** POST /inform/captcha/get */
    async get(type: TCaptchaType, ip: string): Promise<TCaptchaResponse> {
      if (!(await limiter.hit(`captcha:${ip}`, GETS_PER_MINUTE, 60_000))) return rep(CAPTCHA_REP.TOO_FREQUENT);
      if (type === 'blockPuzzle') {
        const img = jigsawImages(true);
        const { token, secretKey } = await store(type, { x: img.x, y: img.y }, ip);
        return rep(
          { repCode: CAPTCHA_REP.SUCCESS.repCode, repMsg: 'success' },
          { originalImageBase64: img.background, jigsawImageBase64: img.piece, token, secretKey },
        );
      }
      const img = clickWordImage();
      const { token, secretKey } = await store(type, img.points, ip);
      return rep(
        { repCode: CAPTCHA_REP.SUCCESS.repCode, repMsg: 'success' },
        { originalImageBase64: img.background, wordList: img.words, token, secretKey },
      );
    },

    /** POST /inform/captcha/check: one try per token; success yields AJ-Captcha's captchaVerification. */
    async check(type: TCaptchaType, token: string, pointJson: string): Promise<TCaptchaResponse> {
      const c = await take(token, type);
      if (!c) return rep(CAPTCHA_REP.EXPIRED);
      let plain: string;
      let points: unknown;
      try {
        plain = aesEcbDecrypt(pointJson, c.secret_key);
        points = JSON.parse(plain);
      } catch {
        return rep(CAPTCHA_REP.FAILED);
      }
      const answer = JSON.parse(c.answer) as Point | Point[];
      const want = answer as Point[];
      const passed =
        type === 'blockPuzzle'
          ? isPoint(points) && Math.abs(points.x - (answer as Point).x) <= ACCOUNT_LIMITS.sliderTolerance && draggedByHand(points)
          : Array.isArray(points) &&
            points.length === want.length &&
            want.every((w, i) => {
              const p: unknown = points[i];
              return isPoint(p) && Math.abs(p.x - w.x) <= CLICK_TOLERANCE && Math.abs(p.y - w.y) <= CLICK_TOLERANCE;
            });
      if (!passed) return rep(CAPTCHA_REP.FAILED);
      // AJ-Captcha's verification is the token and the point; the drag stays out of it.
      const point = type === 'blockPuzzle' && isPoint(points) ? JSON.stringify({ x: points.x, y: points.y }) : plain;
      const captchaVerification = await aesEcbEncrypt(`${token}---${point}`, c.secret_key);
      await repo.setVerification(Number(c.id), sha(captchaVerification), now() + VERIFICATION_TTL_MS);
      return rep(CAPTCHA_REP.SUCCESS, { token, captchaVerification, result: true });
    },

    /** GET /user/verification/sliding-verification: the target x stays here (coox null). */
    async slidePuzzle(ip: string): Promise<TSlidePuzzle> {
      await limiter.enforce(`slide:${ip}`, GETS_PER_MINUTE, 60_000);
      const img = jigsawImages(false);
      const { token } = await store('slide', { x: img.x, y: img.y }, ip);
      return {
        tari: `data:image/png;base64,${img.background}`,
        slii: `data:image/png;base64,${img.piece}`,
        cooy: img.y,
        coox: null,
        token,
        width: W,
        height: H,
        pieceSize: PIECE_BOX,
      };
    },

    /** Checks the drop (within 6 pixels, SPEC §5) and the drag that made it; one try per puzzle. */
    async slideCheck(token: string, x: number, track: TDragTrack): Promise<{ captchaVerification: string }> {
      const c = await take(token, 'slide');
      if (!c) throw new AppError('SLIDE_EXPIRED');
      const answer = JSON.parse(c.answer) as Point;
      if (Math.abs(x - answer.x) > ACCOUNT_LIMITS.sliderTolerance) throw new AppError('SLIDE_FAIL');
      if (judgeTrack(track, x) !== 'ok') throw new AppError('SLIDE_FAIL');
      const captchaVerification = randomBytes(24).toString('base64url');
      await repo.setVerification(Number(c.id), sha(captchaVerification), now() + VERIFICATION_TTL_MS);
      return { captchaVerification };
    },

    /** The gate SMS requests pass: a built-in token (one use) or, as JSON, a vendor captcha result. */
    checkHuman: (async (v, required) => {
      if (!v) {
        if (required) throw new AppError('CAPTCHA_REQUIRED');
        return;
      }
      if (v.trimStart().startsWith('{')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(v);
        } catch {
          throw new AppError('VENDOR_CAPTCHA_FAILED');
        }
        const r = ZVendorCaptchaResultSchema.safeParse(parsed);
        if (!r.success || !deps.vendor || !(await deps.vendor(r.data))) throw new AppError('VENDOR_CAPTCHA_FAILED');
        return;
      }
      if (!(await repo.consumeVerification(sha(v), now()))) throw new AppError('CAPTCHA_VERIFICATION_INVALID');
    }) satisfies HumanCheck,
  };
}
export type CaptchaService = ReturnType<typeof captchaService>;
