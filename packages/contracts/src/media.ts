import { z } from 'zod';

/** Streaming (issue 5): what an anchor needs to push a stream, and the room up/down calls. */

/** The anchor's push settings for their room (only ever sent to that anchor). */
export const ZStreamInfoSchema = z.object({
  roomId: z.number().int(),
  /** 1 while the room is opened (开播) and accepts a stream */
  up: z.number().int(),
  /** 1 while a stream is coming in (or within the short reconnect grace after it stopped) */
  live: z.number().int(),
  /** OBS 服务器: rtmp://host:port/live */
  pushServer: z.string(),
  /** OBS 串流密钥 */
  streamKey: z.string(),
  /** pushServer + '/' + streamKey, for ffmpeg and other tools */
  pushUrl: z.string(),
  /** 1 when streaming is switched on for this site */
  enabled: z.number().int(),
});
export type TStreamInfo = z.infer<typeof ZStreamInfoSchema>;

export const ZRoomDownQuerySchema = z.object({
  roomId: z.coerce.number({ message: '请指定直播间' }).int().positive('请指定直播间'),
});

/** Playback path of a room's live stream on the product's own origin. */
export function flvPlaybackPath(roomId: number): string {
  return `/flv/live/${roomId}.flv`;
}

/** The stream names the ingest accepts (node-media-server's safe-name rule). */
export const STREAM_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
