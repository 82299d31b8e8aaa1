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
    failed_logins: Generated<number>;
    locked_until: number | null;
    login_pending: Generated<number>;
    login_pending_until: number | null;
    pay_password_hash: Generated<string | null>;
    real_name: Generated<string | null>;
    id_card_masked: Generated<string | null>;
    id_card_hash: Generated<string | null>;
    real_name_at: Generated<number | null>;
    /** Where and when the user last logged in (operators see it; migration 0036). */
    last_login_ip: Generated<string | null>;
    last_login_at: Generated<number | null>;
  };
  /**
   * Site-wide sanctions (migration 0036): `mute` and `ban` of a user, `ip` of an address, `device` of
   * a device id (migration 0039), `warn` (a record only). Running while not lifted and `ends_at` is
   * null (for good) or still ahead.
   */
  user_sanction: {
    id: Generated<number>;
    kind: 'mute' | 'ban' | 'ip' | 'device' | 'warn';
    user_id: number | null;
    ip: string | null;
    device_id: Generated<string | null>;
    reason: string;
    starts_at: number;
    ends_at: number | null;
    created_by: string;
    lifted_at: number | null;
    lifted_by: string | null;
    lift_reason: string | null;
  };
  user_session: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    created_at: number;
    expires_at: number;
    revoked_at: number | null;
    /** The device the session was logged in from (migration 0039); null when the client sent none. */
    device_id: Generated<string | null>;
  };
  dynamic_key: {
    id: Generated<number>;
    key: string;
    iv: string;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  sms_code: {
    id: Generated<number>;
    mobile: string;
    type: number;
    code_hash: string;
    ip: string;
    attempts: Generated<number>;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  sms_outbox: {
    id: Generated<number>;
    sms_code_id: number | null;
    mobile: string;
    type: number;
    code: string;
    text: string;
    created_at: number;
  };
  captcha_challenge: {
    id: Generated<number>;
    token: string;
    /** blockPuzzle | clickWord | slide */
    kind: string;
    /** JSON of the expected answer; never sent to the client */
    answer: string;
    secret_key: string;
    ip: string;
    created_at: number;
    expires_at: number;
    checked_at: number | null;
    verification_hash: string | null;
    verification_expires_at: number | null;
    consumed_at: number | null;
  };
  upload: {
    id: Generated<number>;
    user_id: number;
    name: string;
    url: string;
    bytes: number;
    width: number;
    height: number;
    created_at: number;
  };
  expert_profile: {
    user_id: number;
    favors: Generated<number>;
    fifteen_records: Generated<number>;
    seven_records: Generated<number>;
    updated_at: number;
  };
}
