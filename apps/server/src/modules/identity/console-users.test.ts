import { CONSOLE_ROLES, MESSAGES } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { loginByPassword } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { asOperator, consoleCall, type ConsoleInput, type ConsoleRouteName } from '../../../test/console-calls';
import { DIALECTS } from '../../../test/db';
import { buildSession, buildUser } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { hashPassword } from './password';

describe.each(DIALECTS)('users in the console on %s', (dialect) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    for (const role of CONSOLE_ROLES) tokens.set(role, await operatorToken(t.app, await addOperator(t.db.db, role)));
  }, 120_000);
  afterAll(() => t.close());

  const as = (role: string, name: ConsoleRouteName, input: ConsoleInput = {}) =>
    consoleCall(t, name, asOperator(tokens.get(role) ?? ''), input);

  it('finds a user by id, mobile or part of the nickname and shows profile, last login address, wallet and records', async () => {
    const user = await buildUser(t.db.db, {
      nick_name: `曼联铁粉${dialect}`,
      is_anchor: 1,
      level: 12,
      password_hash: await hashPassword('secret123'),
    });
    const id = Number(user.id);
    const mobile = user.mobile ?? '';
    await buildUser(t.db.db, { nick_name: `利物浦${dialect}` });
    const ids = async (q: string) =>
      ((await as('support', 'consoleUserSearch', { query: `q=${encodeURIComponent(q)}` })).json().data as { id: number }[]).map(
        (u) => u.id,
      );
    expect(await ids(String(id))).toContain(id);
    expect(await ids(mobile)).toEqual([id]);
    expect(await ids(`铁粉${dialect}`)).toEqual([id]);
    expect(await ids('没有这个人')).toEqual([]);
    const empty = await as('support', 'consoleUserSearch', { query: 'q=%20' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, '请输入用户ID、手机号或昵称']);

    expect((await loginByPassword(t, mobile, 'secret123')).json().code).toBe(200);
    expect(await runCommand(t.db.db, ['credit', mobile, '88'])).toContain('88');
    const detail = (await as('support', 'consoleUserDetail', { params: { id } })).json().data;
    expect(detail).toMatchObject({
      id,
      nickName: `曼联铁粉${dialect}`,
      mobile,
      level: 12,
      isAnchor: true,
      isExpert: false,
      lastLoginIp: '127.0.0.1',
      balances: { balance: 88 },
      sanctions: [],
    });
    expect(detail.lastLoginAt).toBeGreaterThan(0);
    const records = (await as('finance', 'consoleUserRecords', { params: { id }, query: 'page=1&pageSize=10' })).json().data;
    expect(records).toMatchObject({ totalNumber: 1, page: 1, pageSize: 10, list: [{ tradeType: 14, balance: 88 }] });
    expect((await as('support', 'consoleUserDetail', { params: { id: 99_999_999 } })).statusCode).toBe(404);
    // who looked at whom is in the audit log
    const seen = await t.db.db
      .selectFrom('operator_audit')
      .select(['target', 'operator_name'])
      .where('action', '=', 'consoleUserDetail')
      .execute();
    expect(seen).toEqual([expect.objectContaining({ target: `user:${id}`, operator_name: expect.stringMatching(/^op_support_/) })]);
  });

  it('lets moderation and super sanction; support and finance only look; content neither; fans and strangers never', async () => {
    const user = await buildUser(t.db.db);
    const id = Number(user.id);
    const sanction = { body: { kind: 'mute', userId: id, minutes: 10, reason: '刷屏' } };
    const calls: [ConsoleRouteName, ConsoleInput, 'read' | 'act'][] = [
      ['consoleUserSearch', { query: `q=${id}` }, 'read'],
      ['consoleUserDetail', { params: { id } }, 'read'],
      ['consoleUserRecords', { params: { id } }, 'read'],
      ['consoleIpBans', {}, 'read'],
      ['consoleSanction', sanction, 'act'],
      ['consoleIpBan', { body: { ip: '198.51.100.1', minutes: 10, reason: '刷号' } }, 'act'],
      ['consoleWarn', { body: { userId: id, message: '请遵守社区规范' } }, 'act'],
    ];
    const allowed = { read: ['super', 'moderation', 'support', 'finance'], act: ['super', 'moderation'] };
    for (const [name, input, kind] of calls)
      for (const role of CONSOLE_ROLES) {
        const res = await as(role, name, input);
        expect([name, role, res.statusCode]).toEqual([name, role, allowed[kind].includes(role) ? 200 : 403]);
      }
    const fan = (await buildSession(t.db.db)).token;
    for (const [name, input] of calls) {
      expect([name, (await consoleCall(t, name, { accesstoken: fan }, input)).statusCode]).toEqual([name, 403]);
      expect([name, (await consoleCall(t, name, {}, input)).statusCode]).toEqual([name, 401]);
    }
    // moderation's and super's mutes (each replacing the running one), never support's or finance's
    const rows = await t.db.db
      .selectFrom('user_sanction')
      .select(['kind', 'created_by', 'lift_reason'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.kind === 'mute').map((r) => r.created_by.replace(/_\d+$/, ''))).toEqual([
      '运营 op_super',
      '运营 op_moderation',
    ]);
    expect(rows.find((r) => r.kind === 'mute')?.lift_reason).toBe('由新的处罚取代');
    const denied = await t.db.db.selectFrom('operator_audit').select('action').where('action', '=', 'denied:consoleSanction').execute();
    expect(denied).toHaveLength(3);
  });

  it('does the same from the command line through the same service', async () => {
    const user = await buildUser(t.db.db);
    const mobile = user.mobile ?? '';
    await expect(runCommand(t.db.db, ['sanction', 'mute', mobile, '2x', '--reason', '广告'])).rejects.toThrow(
      '时长须为 30m、12h、7d 或 forever',
    );
    await expect(runCommand(t.db.db, ['sanction', 'mute', mobile, '2h'])).rejects.toThrow('请填写原因');
    await expect(runCommand(t.db.db, ['sanction', 'ip', '1.2.3.4', 'forever', '--reason', '刷号'])).rejects.toThrow('IP 不能永久封禁');
    const out = await runCommand(t.db.db, ['sanction', 'mute', mobile, '2h', '--reason', '站外广告']);
    expect(out).toMatch(/^已禁言：#\d+ {2}禁言 {2}用户 \d+ {2}至 .+ {2}生效中 {2}原因：站外广告 {2}cli:/);
    const id = Number(/#(\d+)/.exec(out)?.[1]);
    expect(await runCommand(t.db.db, ['sanction', 'list', String(user.id)])).toContain('生效中');
    await runCommand(t.db.db, ['sanction', 'warn', String(user.id), '再发广告将封号']);
    expect(await runCommand(t.db.db, ['sanction', 'lift', String(id), '--reason', '已整改'])).toContain('已解除（cli:');
    await expect(runCommand(t.db.db, ['sanction', 'lift', String(id), '--reason', '已整改'])).rejects.toThrow(
      MESSAGES.SANCTION_NOT_FOUND.message,
    );
    const audit = await t.db.db
      .selectFrom('operator_audit')
      .select('action')
      .where('action', 'like', '%cli:sanction%')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['cli:sanction mute', 'cli:sanction warn', 'cli:sanction lift', 'failed:cli:sanction lift']),
    );
  });
});
