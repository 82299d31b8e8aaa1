/** Tables of the media capability; times epoch ms, booleans integers. */
export interface MediaTables {
  media_stream: {
    room_id: number;
    /** the RTMP stream name the anchor pushes to (`rtmp://…/live/<key>`) */
    stream_key: string;
    key_created_at: number;
    /** 1 while the anchor has the room opened (POST /api/room/up … GET /api/room/down) */
    is_up: number;
    up_at: number | null;
    down_at: number | null;
    /** set while an operator has closed the room: no 开播 until reopened (migration 0038) */
    closed_at: number | null;
    closed_reason: string | null;
    closed_by: string | null;
  };
}
