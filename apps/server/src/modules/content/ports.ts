import type { RateLimiter } from '../../http/rate-limit';

/** A user as content shows them (author of a post or a comment). */
export interface ContentUser {
  id: number;
  nickName: string;
  portrait: string;
  isAnchor: boolean;
}

/** What content needs of the other capabilities, passed in by compose.ts. */
export interface ContentPorts {
  users(ids: number[]): Promise<Map<number, ContentUser>>;
  /** Stores base64 images through the upload pipeline; answers their URLs. */
  saveImages(userId: number, files: string[]): Promise<string[]>;
  /** The same pipeline for an operator's pictures (the audit log records who). */
  saveOperatorImages(files: string[]): Promise<string[]>;
  /** The chat's banned words (posts and comments follow the same list). */
  bannedWords(): Promise<string[]>;
  /** Refuses a user under a site-wide mute or ban (identity's sanctions) with its message; else resolves. */
  mayWrite(userId: number): Promise<void>;
}

export interface ContentDeps {
  ports: ContentPorts;
  limiter: RateLimiter;
  now: () => number;
}

export const UNKNOWN_USER = (id: number): ContentUser => ({ id, nickName: '已注销用户', portrait: '', isAnchor: false });

/** Post image URLs must be ones the upload pipeline issued. */
export const POST_IMAGE_RE = /^\/uploads\/[a-f0-9]{32}\.webp$/;

/** Rate limits of repeatable writes: [hits, window ms]. */
export const CONTENT_RATES = {
  post: [5, 10 * 60_000],
  comment: [10, 60_000],
  like: [60, 60_000],
  upload: [30, 10 * 60_000],
  report: [10, 60 * 60_000],
  feedback: [5, 60 * 60_000],
} as const;
