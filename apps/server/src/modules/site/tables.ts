import type { Generated } from 'kysely';

export interface SiteTables {
  site_setting: { key: string; value: string };
  nav_category: { id: Generated<number>; name: string; sport_id: number; icon: string; sort: number; enabled: number };
  hot_search: { id: Generated<number>; word: string; rank: number; enabled: number };
  /** One row per word, searcher (`u:<user id>` or `ip:<address>`) and day (days since the epoch, UTC). */
  search_query: { id: Generated<number>; word: string; searcher: string; day: number; created_at: number };
  banner: LinkRow & { channel: 'pc' | 'app' };
  advert: LinkRow & { place_code: string };
  /** Posters of a place code, shown by category (categories in the order of their first poster). */
  poster: LinkRow & { place_code: string; category: string };
  announcement: {
    id: Generated<number>;
    title: string;
    summary: string;
    content: string;
    published_at: number;
    enabled: number;
  };
  about_page: { id: string; title: string; body: string; sort: number; updated_at: number };
  /** Moved by the database on every write to the tables above (migration 0045): the public calls' answers are kept per version. */
  site_content_version: { id: number; v: number };
}

interface LinkRow {
  id: Generated<number>;
  title: string;
  image_url: string;
  inner_page_id: number | null;
  jump_type: number | null;
  target_id: string | null;
  outer_link: string | null;
  sort: number;
  enabled: number;
}
