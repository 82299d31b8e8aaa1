import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The logged-in caller as a session gives them to route handlers and, through them, to other
 * capabilities: who they are and the roles and flags those read. Password hashes, ID card numbers
 * and the rest of the account row stay inside identity.
 */
export interface SessionUser {
  id: number;
  nickName: string;
  /** The avatar's URL (a line the caller posts shows it). */
  portrait: string;
  level: number | null;
  /** The bound mobile (SMS codes for payments go to it); null when none is bound. */
  mobile: string | null;
  isAnchor: boolean;
  /** A payment password is set (identity keeps and checks it; withdrawals need one). */
  hasPayPassword: boolean;
  /** The verified real name; null until real-name verification (bank cards must be in this name). */
  realName: string | null;
}

/** The session's view of an account row. */
export function sessionUserOf(u: Selectable<Database['app_user']>): SessionUser {
  return {
    id: Number(u.id),
    nickName: u.nick_name,
    portrait: u.portrait,
    level: u.level,
    mobile: u.mobile,
    isAnchor: Boolean(u.is_anchor),
    hasPayPassword: Boolean(u.pay_password_hash),
    realName: u.real_name_at && u.real_name ? u.real_name : null,
  };
}
