import type { Generated } from 'kysely';

/** Tables of the live capability; times epoch ms, booleans integers. */
export interface LiveTables {
  live_room: {
    id: Generated<number>;
    anchor_id: number;
    title: string;
    cover: Generated<string>;
    nav_id: number | null;
    match_id: number | null;
    /** 1 football, 2 basketball */
    match_type: number | null;
    notice: Generated<string>;
    is_live: Generated<number>;
    started_at: number | null;
    ended_at: number | null;
    /** Highest viewer count of the running broadcast. */
    peak_viewers: Generated<number>;
    /** live_session row of the running broadcast. */
    current_session_id: number | null;
    created_at: number;
    updated_at: number;
    /**
     * Read copy of the owner's fan count (identity keeps it with the user), which room lists order
     * by; live writes it when the room is made and with every follow (decision 0018).
     */
    anchor_fans: Generated<number>;
    /** Read copy of whether the owner is an anchor (1); lists leave out rooms of anyone else. */
    anchor_active: Generated<number>;
    /** Read copy of the owner's nickname, which a search finds rooms and anchors by (migration 0044). */
    anchor_nick: Generated<string>;
  };
  /**
   * Rooms of anchors (`anchor_active` 1) per category (0 for none) and live state, kept by
   * triggers on live_room (migration 0040): the room pages' totals read it instead of counting.
   */
  live_room_tally: { nav_id: number; is_live: number; n: number };
  /**
   * One row (id 1): a number triggers on live_room move whenever a column the lists show changes
   * (migration 0042), and triggers on live_follow on every follow and unfollow (0043, the anchor
   * rank); the list and rank routes keep their answers per version.
   */
  live_list_version: { id: number; v: number };
  live_anchor_application: {
    id: Generated<number>;
    user_id: number;
    real_name: string;
    contact: string;
    nav_id: number | null;
    introduction: string;
    /** 0 pending, 1 approved, 2 rejected */
    state: Generated<number>;
    reason: Generated<string>;
    created_at: number;
    reviewed_at: number | null;
  };
  live_follow: { user_id: number; anchor_id: number; created_at: number };
  live_match_mark: { user_id: number; match_id: number; kind: 'attention' | 'reserve'; match_type: number; created_at: number };
  live_report: {
    id: Generated<number>;
    reporter_id: number;
    room_id: number;
    reason: string;
    content: Generated<string>;
    /** 0 open, 1 acted on, 2 dismissed (console-reports.ts) */
    state: Generated<number>;
    act: string | null;
    acted_by: string | null;
    acted_at: number | null;
    act_note: Generated<string>;
    created_at: number;
  };
  live_session: {
    id: Generated<number>;
    room_id: number;
    anchor_id: number;
    title: string;
    nav_id: number | null;
    match_id: number | null;
    match_type: number | null;
    started_at: number;
    ended_at: number | null;
    peak_viewers: Generated<number>;
  };
}
