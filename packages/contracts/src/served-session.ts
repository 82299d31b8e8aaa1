// Zod-free (decision 0043): the root layout and the client's session provider import it.
import type { TBalances, TExpertInfo } from './account';
import type { TUserInfo } from './identity';

/**
 * The visitor's session as a page carries it (decisions 0051, 0058): a JSON script element in the
 * page's head. A page shared by every visitor is rendered with the anonymous session there, and the
 * page server adds the requesting visitor's own session in a second element at the end of the body
 * (`SERVED_USER_ID`) when it serves the page, marking the head's element `data-user` for a user; the
 * client reads it once the document is parsed. A page rendered for one visitor carries that
 * visitor's session in the head's element.
 * Its parts are the answers of user info, balances and expert info, checked by their schemas.
 */
export interface TServedSession {
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: TExpertInfo | null;
  /** An auth cookie came with the request but named no live session: the client removes it. */
  authRejected: boolean;
}

/** The id of the script element that carries the served session. */
export const SERVED_SESSION_ID = 'served-session';
/** The id of the element the page server adds at the end of a shared page's body with the visitor's own session. */
export const SERVED_USER_ID = 'served-user';

export const ANONYMOUS_SESSION: TServedSession = { userInfo: null, balancesInfo: null, expertsInfo: null, authRejected: false };

/**
 * The session as the text of the script element: JSON with `<`, `>` and `&` escaped, so no value
 * (a nickname of `</script>…`) can end the element or open a comment; `JSON.parse` reads it back as it was.
 */
export function servedSessionText(session: TServedSession): string {
  return JSON.stringify(session).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
