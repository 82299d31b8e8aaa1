import type { Generated } from 'kysely';

/** How a report was settled: 0 open, 1 acted on, 2 dismissed; the act, the operator's name, when, the note. */
export interface ReportSettlement {
  state: Generated<number>;
  act: string | null;
  acted_by: string | null;
  acted_at: number | null;
  act_note: Generated<string>;
}

/** Tables of the content capability (news and community); times epoch ms, booleans integers, lists JSON text. */
export interface ContentTables {
  content_category: { id: Generated<number>; column_no: string; name: string; sort: Generated<number> };
  content_info: {
    id: Generated<number>;
    category_id: number;
    title: string;
    summary: string;
    cover: string;
    /** Sanitised HTML (sanitised again on every write). */
    body: string;
    /** JSON array of tag strings. */
    tags: string;
    author_id: number | null;
    author_name: string;
    views: Generated<number>;
    comment_count: Generated<number>;
    published: Generated<number>;
    published_at: number;
    created_at: number;
  };
  content_circle: {
    id: Generated<number>;
    name: string;
    icon: string;
    description: string;
    sort: Generated<number>;
    /** 1 listed and open for posts, 0 disabled by an operator (migration 0034). */
    enabled: Generated<number>;
  };
  content_post: {
    id: Generated<number>;
    circle_id: number;
    user_id: number;
    title: string;
    content: string;
    /** JSON array of upload URLs. */
    images: string;
    like_count: Generated<number>;
    comment_count: Generated<number>;
    /** 0 shown, 1 deleted by its author, 2 hidden by an operator. */
    state: Generated<number>;
    created_at: number;
  };
  content_comment: {
    id: Generated<number>;
    /** 1 a post, 2 a news article. */
    target_type: number;
    target_id: number;
    parent_id: number | null;
    reply_to_user_id: number | null;
    user_id: number;
    content: string;
    like_count: Generated<number>;
    /** 0 shown, 2 hidden by an operator. */
    state: Generated<number>;
    created_at: number;
  };
  content_like: { id: Generated<number>; kind: 'post' | 'comment'; target_id: number; user_id: number; created_at: number };
  /** Who was ever notified of liking what: a like sends its notice once, however often it is taken back. */
  content_like_notice: { id: Generated<number>; kind: 'post' | 'comment'; target_id: number; user_id: number; created_at: number };
  content_collect: { id: Generated<number>; user_id: number; type: number; target_id: number; created_at: number };
  /** Exactly one of post_id and author_id is set; one row per (user, post) and per (user, author). */
  content_shield: { id: Generated<number>; user_id: number; post_id: number | null; author_id: number | null; created_at: number };
  content_report: { id: Generated<number>; user_id: number; post_id: number; reason: string; created_at: number } & ReportSettlement;
  content_comment_report: {
    id: Generated<number>;
    user_id: number;
    comment_id: number;
    reason: string;
    created_at: number;
  } & ReportSettlement;
  content_feedback: { id: Generated<number>; user_id: number; content: string; contact: string; created_at: number };
  /** Replies and likes (from a user), and system messages (from_user_id 0, the text in `excerpt`, no target). */
  content_notice: {
    id: Generated<number>;
    user_id: number;
    from_user_id: number;
    kind: 'reply' | 'like' | 'system';
    target_type: number;
    target_id: number;
    excerpt: string;
    created_at: number;
  };
}
