import { z } from 'zod';

/*
 * Live rewind (时移, issue 14): while a room is live, a viewer plays the running recording of the
 * current broadcast from a keyframe of their choice and returns to the live stream with one click.
 * Times are milliseconds on the broadcast's timeline (the recording's: 0 is the first frame; the
 * gap of a resume within the offline grace collapses).
 */

/** The running recording of a replay from the keyframe at or before `t` (ms), on the product's origin. */
export function rewindFilePath(replayId: number, t: number): string {
  return `/flv/rewind/${replayId}.flv?t=${t}`;
}

const TIME_INVALID = '回看时间不正确';

/** GET /api/back/rewind: the room's current broadcast; with `t`, the keyframe to play from. */
export const ZRewindQuerySchema = z.object({
  roomId: z.coerce.number({ message: '请指定直播间' }).int('请指定直播间').min(1, '请指定直播间').max(Number.MAX_SAFE_INTEGER),
  t: z.coerce
    .number({ message: TIME_INVALID })
    .int(TIME_INVALID)
    .min(0, TIME_INVALID)
    .max(Number.MAX_SAFE_INTEGER, TIME_INVALID)
    .optional(),
});
export type TRewindQuery = z.infer<typeof ZRewindQuerySchema>;

export const ZRewindSchema = z.object({
  roomId: z.number().int(),
  /** the replay the recording becomes when the broadcast ends */
  replayId: z.number().int(),
  /** wall clock of the broadcast's start, epoch ms */
  startedAt: z.number().int(),
  /** how far the recording has come (the live edge), ms on the broadcast's timeline */
  liveMs: z.number().int(),
  /** the earliest place to rewind to (the first keyframe within REWIND_WINDOW_MS of the live edge), ms */
  earliestMs: z.number().int(),
  /** with `t`: the keyframe at or before it (the earliest one when `t` precedes it), where playing starts */
  fromMs: z.number().int().nullable(),
  /** with `t`: the file to play (FLV from `fromMs`; range requests, never cached) */
  src: z.string().nullable(),
  /** the server's clock when answered, epoch ms (the bar moves on from here) */
  serverTime: z.number().int(),
});
export type TRewind = z.infer<typeof ZRewindSchema>;
