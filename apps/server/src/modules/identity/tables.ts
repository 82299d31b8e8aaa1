import type { Generated } from 'kysely';

export interface IdentityTables {
  app_user: {
    id: Generated<number>;
    mobile: string | null;
    username: string | null;
    nick_name: string;
    portrait: Generated<string>;
    level: number | null;
    level_icon: Generated<string>;
    is_anchor: Generated<number>;
    is_expert: Generated<number>;
    password_hash: string | null;
    description: Generated<string>;
    fans_count: Generated<number>;
    created_at: number;
  };
  user_session: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    created_at: number;
    expires_at: number;
    revoked_at: number | null;
  };
}
