import { CONSOLE_ROUTES, routeUrl, type TApiRoute } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession, buildUser } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';

type Name = 'consoleExpertApplications' | 'consoleExpertApprove' | 'consoleExpertReject';

describe.each(DIALECTS)('expert applications in the console on %s', (dialect) => {
  let t: TestApp;
  let moderation = '';
  let support = '';
  let finance = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    moderation = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
    support = await operatorToken(t.app, await addOperator(t.db.db, 'support'));
    finance = await operatorToken(t.app, await addOperator(t.db.db, 'finance'));
  }, 120_000);
  afterAll(() => t.close());

  const call = (name: Name, token: Record<string, string>, input: { id?: number; body?: unknown } = {}) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: routeUrl(route, input.id === undefined ? undefined : { id: input.id }),
      headers: { ...XHR, ...token },
      ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
    });
  };
  const op = (token: string) => ({ 'x-operator-token': token });
  const apply = async (nick: string) => {
    const user = await buildUser(t.db.db, { nick_name: nick });
    const row = await t.db.db
      .insertInto('expert_application')
      .values({
        user_id: Number(user.id),
        field: 'football',
        introduction: '十年英超数据分析，专注亚盘。',
        sample: '本场主队近五场主场全胜，推荐主胜。',
        created_at: Date.now(),
        reviewed_at: null,
        note: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId: Number(user.id), id: Number(row.id) };
  };
  const isExpert = async (id: number) =>
    Number((await t.db.db.selectFrom('app_user').select('is_expert').where('id', '=', id).executeTakeFirstOrThrow()).is_expert);

  it('lists pending applications, approves (the user becomes an expert) and rejects with a reason, each once and audited', async () => {
    const a = await apply('数据帝老王');
    const b = await apply('篮球老炮');
    const list = (await call('consoleExpertApplications', op(support))).json().data as { id: number; nickName: string }[];
    expect(list.map((r) => r.nickName)).toEqual(expect.arrayContaining(['数据帝老王', '篮球老炮']));

    expect((await call('consoleExpertApprove', op(support), { id: a.id })).statusCode).toBe(403);
    expect((await call('consoleExpertApprove', op(finance), { id: a.id })).statusCode).toBe(403);
    const fan = (await buildSession(t.db.db)).token;
    expect((await call('consoleExpertApprove', { accesstoken: fan }, { id: a.id })).statusCode).toBe(403);

    expect((await call('consoleExpertApprove', op(moderation), { id: a.id })).json().data).toEqual({ id: a.id, userId: a.userId });
    expect(await isExpert(a.userId)).toBe(1);
    expect((await call('consoleExpertApprove', op(moderation), { id: a.id })).statusCode).toBe(404);

    const noReason = await call('consoleExpertReject', op(moderation), { id: b.id, body: { reason: ' ' } });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, '请填写原因']);
    expect((await call('consoleExpertReject', op(moderation), { id: b.id, body: { reason: '分析样例过于简单' } })).statusCode).toBe(200);
    expect(await isExpert(b.userId)).toBe(0);
    const row = await t.db.db.selectFrom('expert_application').select(['status', 'note']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', note: '分析样例过于简单' });
    expect((await call('consoleExpertApplications', op(moderation))).json().data).toEqual([]);

    const audit = await t.db.db.selectFrom('operator_audit').select(['action', 'target']).orderBy('id').execute();
    const mine = audit.filter((r) => r.action.includes('consoleExpert') && !r.action.startsWith('denied:'));
    expect(mine).toEqual([
      { action: 'begin:consoleExpertApprove', target: '' },
      { action: 'consoleExpertApprove', target: `expert_application:${a.id} user:${a.userId}` },
      { action: 'begin:consoleExpertApprove', target: '' },
      { action: 'failed:consoleExpertApprove', target: '专家申请不存在或已审核' },
      { action: 'begin:consoleExpertReject', target: '' },
      { action: 'consoleExpertReject', target: `expert_application:${b.id} user:${b.userId}` },
    ]);
  });
});
