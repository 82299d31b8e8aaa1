import { CONSOLE_ROUTES, type TBalances, type TConsoleUserRow, type TRecordPage } from '@sports/contracts';
import type { Kysely, Selectable } from 'kysely';
import { containsWordIndexed } from '../../db/like';
import type { Database } from '../../db/schema';
import { consoleAction, type ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';
import type { SanctionService } from './sanctions/service';

/** What the users page needs of the wallet (through its index, wired in compose). */
export interface ConsoleUserPorts {
  balances(userId: number): Promise<TBalances>;
  records(userId: number, page: number, pageSize: number): Promise<TRecordPage>;
}

const SEARCH_LIMIT = 20;

const row = (u: Selectable<Database['app_user']>): TConsoleUserRow => ({
  id: Number(u.id),
  nickName: u.nick_name,
  mobile: u.mobile,
  level: u.level === null ? null : Number(u.level),
  isAnchor: Boolean(u.is_anchor),
  isExpert: Boolean(u.is_expert),
  createdAt: Number(u.created_at),
});

/** Users by id or mobile (exactly), user name (exactly) or nickname (containing the word); exact matches first. */
export async function searchUsers(db: Kysely<Database>, q: string): Promise<TConsoleUserRow[]> {
  const word = q.trim();
  const id = /^\d{1,15}$/.test(word) ? Number(word) : null;
  const rows = await db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(id !== null ? [eb('id', '=', id), eb('mobile', '=', word)] : []),
        eb('username', '=', word),
        containsWordIndexed(db, 'nick_name', word),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
  const exact = (u: (typeof rows)[number]) => Number(u.id) === id || u.mobile === word || u.username === word || u.nick_name === word;
  return [...rows.filter(exact), ...rows.filter((u) => !exact(u))].map(row);
}

/**
 * The console's users page (issue 15): find a user, see their profile, devices, wallet and sanctions. Who
 * looked at whom is in the audit log (the page shows a mobile and an address).
 */
export function consoleUserActions(db: Kysely<Database>, sanctions: SanctionService, ports: ConsoleUserPorts): ConsoleAction[] {
  const account = async (id: number) => {
    const u = await db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    if (!u) throw new AppError('NOT_FOUND', '用户不存在');
    return u;
  };
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleUserSearch,
      permission: 'user.read',
      handler: (req) => searchUsers(db, req.query.q),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleUserDetail,
      permission: 'user.read',
      audited: true,
      async handler(req, ctx) {
        const u = await account(req.params.id);
        ctx.note({ target: `user:${u.id}` });
        return {
          ...row(u),
          username: u.username,
          lastLoginIp: u.last_login_ip,
          lastLoginAt: u.last_login_at === null ? null : Number(u.last_login_at),
          devices: await sanctions.devicesOf(Number(u.id)),
          balances: await ports.balances(Number(u.id)),
          sanctions: await sanctions.ofUser(Number(u.id)),
        };
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleUserRecords,
      permission: 'user.read',
      async handler(req) {
        const u = await account(req.params.id);
        return ports.records(Number(u.id), req.query.page, req.query.pageSize);
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleIpBans,
      permission: 'user.read',
      handler: () => sanctions.bansOf(['ip']),
    }),
  ];
}
