import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDb, type TestDb } from '../../test/db';
import { buildUser } from '../../test/factories';
import { identityRepository } from '../modules/identity/repository';
import { identityService } from '../modules/identity/service';
import { COMMANDS, parseFlags, runCommand } from './commands';

describe.each(DIALECTS)('admin commands on %s', (dialect) => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb(dialect);
  });
  afterAll(() => d.cleanup());

  const userCount = async () =>
    Number(
      (
        await d.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds a user with a default nickname', async () => {
    const out = await runCommand(d.db, ['user', 'add', '13700001111']);
    expect(out).toMatch(/^已创建用户 \d+（用户1111）$/);
    const u = await identityRepository(d.db).findUserByMobile('13700001111');
    expect(u).toMatchObject({ nick_name: '用户1111', is_anchor: 0, is_expert: 0, level: null });
  });

  it('adds an anchor expert with nickname and level', async () => {
    await runCommand(d.db, ['user', 'add', '15800002222', '--nick', '解说老王', '--anchor', '--expert', '--level=7']);
    const u = await identityRepository(d.db).findUserByMobile('15800002222');
    expect(u).toMatchObject({ nick_name: '解说老王', is_anchor: 1, is_expert: 1, level: 7 });
  });

  it('refuses a duplicate mobile and changes nothing', async () => {
    await buildUser(d.db, { mobile: '13900003333' });
    const before = await userCount();
    await expect(runCommand(d.db, ['user', 'add', '13900003333'])).rejects.toThrow('手机号 13900003333 已注册');
    expect(await userCount()).toBe(before);
  });

  it.each([[[]], [['12345']], [['12800001111']], [['1380000111a']], [['138000011112']]])('refuses the mobile %j', async (args) => {
    const before = await userCount();
    await expect(runCommand(d.db, ['user', 'add', ...args])).rejects.toThrow('请输入正确的手机号');
    expect(await userCount()).toBe(before);
  });

  it.each(['-1', '101', '2.5', 'abc'])('refuses level %s', async (level) => {
    const before = await userCount();
    await expect(runCommand(d.db, ['user', 'add', '13600004444', '--level', level])).rejects.toThrow('等级需为 0-100 的整数');
    expect(await userCount()).toBe(before);
  });

  it('issues a session token that logs the user in', async () => {
    const user = await buildUser(d.db, { mobile: '18600005555' });
    const token = await runCommand(d.db, ['session', 'issue', '18600005555']);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const found = await identityService(identityRepository(d.db)).userForToken(token);
    expect(found?.id).toBe(user.id);
  });

  it('adds a user and logs them in at once with --session: the token is the last line', async () => {
    const out = await runCommand(d.db, ['user', 'add', '18600006666', '--session']);
    const [line, token] = out.split('\n');
    expect(line).toMatch(/^已创建用户 \d+（用户6666）$/);
    const found = await identityService(identityRepository(d.db)).userForToken(token ?? '');
    expect(found?.id).toBe(Number(line?.match(/\d+/)?.[0]));
  });

  it('refuses a session for an unknown user', async () => {
    await expect(runCommand(d.db, ['session', 'issue', '18699999999'])).rejects.toThrow('用户不存在');
  });

  it('names an unknown command and points to the help', async () => {
    await expect(runCommand(d.db, ['user', 'remove', '1'])).rejects.toThrow(
      '未知命令 "user remove 1"，运行 npm run admin -- --help 查看可用命令',
    );
  });
});

describe('admin command table', () => {
  it('has unique command words, a usage and a Chinese summary for each', () => {
    const keys = COMMANDS.map((c) => c.words.join(' '));
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of COMMANDS) {
      expect(c.usage.startsWith(c.words.join(' '))).toBe(true);
      expect(c.summary).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('parses flags in both forms', () => {
    expect(parseFlags(['a', '--nick', '老王', '--anchor', '--level=3', 'b'])).toEqual({
      positional: ['a', 'b'],
      flags: { nick: '老王', anchor: true, level: '3' },
    });
  });
});
