import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMessage } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, UNLIMITED, XHR, type TestApp } from '../../../test/app';
import { buildRoom, buildSession } from '../../../test/factories';
import { runCommand } from '../../cli/commands';

describe.each(DIALECTS)('chat admin commands against a running server (%s)', (dialect) => {
  let t: TestApp;
  let roomId: number;
  let fan: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, counters: UNLIMITED });
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    roomId = await buildRoom(t.db.db, Number(anchor.user.id));
    fan = (await buildSession(t.db.db)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const say = async (content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/msg',
      headers: { ...XHR, accesstoken: fan },
      payload: { roomId, content, platform: 1 },
    });
    return (res.json().data as TChatMessage).content;
  };
  const cli = (...argv: string[]) => runCommand(t.db.db, ['chat', ...argv]);

  it('stores a word the way the server does, so the server masks it in messages however it is typed', async () => {
    // As an operator may type it: padded, with a doubled space. Messages are cleaned before they are
    // matched, so the word has to be stored cleaned too.
    expect(await cli('ban-word', 'add', ' fake  news ')).toBe('已添加违禁词「fake news」');
    expect(await say('FAKE   news!')).toBe('**!');
    expect(await say('fake\u200bnews')).toBe('**');
  });

  it('keeps one entry per word whatever its case, on either path', async () => {
    expect(await cli('ban-word', 'add', 'Fake News')).toBe('违禁词「Fake News」已存在');
    expect(await t.app.chat.addBannedWord('FAKE  NEWS')).toEqual({ word: 'FAKE NEWS', added: false });
    expect(await t.app.chat.addBannedWord('黑哨')).toEqual({ word: '黑哨', added: true });
    expect(await cli('ban-word', 'add', '黑哨')).toBe('违禁词「黑哨」已存在');
    expect((await cli('ban-word', 'list')).split('\n').sort()).toEqual(['fake news', '黑哨']);
  });

  it('applies the same limits on both paths', async () => {
    const long = '词'.repeat(21);
    await expect(cli('ban-word', 'add', long)).rejects.toThrow('违禁词不能超过20个字');
    await expect(t.app.chat.addBannedWord(long)).rejects.toThrow('违禁词不能超过20个字');
    await expect(cli('ban-word', 'add', '\u200b')).rejects.toThrow('违禁词不能为空');
    await expect(cli('ban-word', 'add')).rejects.toThrow('请指定违禁词');
  });

  it('removes a word however it is typed; the server that removes one stops masking it at once', async () => {
    expect(await cli('ban-word', 'remove', 'FAKE  News')).toBe('已删除违禁词「FAKE News」');
    expect(await cli('ban-word', 'remove', 'fake news')).toBe('没有违禁词「fake news」');
    expect(await t.app.chat.removeBannedWord('黑哨')).toEqual({ word: '黑哨', removed: true });
    expect(await say('黑哨')).toBe('黑哨');
    expect(await cli('ban-word', 'list')).toBe('暂无违禁词');
  });

  it('publishes a horn the server lists as the latest system announcement', async () => {
    expect(await cli('horn', '今晚', '20:00', '德比大战')).toMatch(/^已发布喇叭消息 #\d+$/);
    expect(await t.app.chat.latestHorn()).toMatchObject({ userId: null, nickName: '系统公告', content: '今晚 20:00 德比大战' });
    await expect(cli('horn', ' ')).rejects.toThrow('请输入喇叭内容');
    await expect(cli('horn', '喇'.repeat(101))).rejects.toThrow('喇叭内容不能超过100个字');
  });
});
