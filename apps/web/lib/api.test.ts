import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CALLS } from '@sports/contracts';
import { call, MALFORMED_ANSWER, setEncryptionKey } from './api';

/** One answer of the stubbed server, and the requests it saw. */
function serve(answer: { status?: number; body: unknown } | Error) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      seen.push({ url: String(url), method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return seen;
}

describe('call: the browser client of the route table', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://site.test' } });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    setEncryptionKey(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path parameters and the common query, and answers the parsed data', async () => {
    const seen = serve({ body: { code: 200, message: 'success', data: [] } });
    const res = await call(API_CALLS.cardList, { params: { id: 2 } });
    expect(res).toEqual({ code: 200, message: 'success', data: [] });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toMatch(/^http:\/\/site\.test\/tapi\/pay\/card-list\/2\?channelId=\d+&platform=\d+$/);
  });

  it('turns a success envelope without data into the failure result (the server checked the data’s shape)', async () => {
    serve({ body: { code: 200, message: 'success' } });
    expect(await call(API_CALLS.lowest)).toEqual({ code: 0, success: false, message: MALFORMED_ANSWER, data: null });
    expect(MALFORMED_ANSWER).toBe('服务返回的数据格式有误，请稍后重试');
  });

  it('turns an answer that is not an envelope into the failure result', async () => {
    serve({ status: 502, body: '<html>bad gateway</html>' });
    expect(await call(API_CALLS.lowest)).toEqual({ code: 502, success: false, message: '请求失败', data: null });
  });

  it('turns a raw answer that is not an object (the captcha’s repCode shape) into the failure result', async () => {
    serve({ body: 'not an object' });
    const res = await call(API_CALLS.captchaGet, { body: { captchaType: 'blockPuzzle' } });
    expect(res).toEqual({ code: 0, success: false, message: MALFORMED_ANSWER, data: null });
  });

  it('passes the server’s own error envelope through as a failure, unparsed', async () => {
    const seen = serve({ status: 400, body: { code: 10001, message: '缺少参数 mobile', data: null } });
    const res = await call(API_CALLS.sendSms, { body: { mobile: '13912345678', type: 3 } });
    expect(res).toEqual({ code: 10001, success: false, message: '缺少参数 mobile', data: null });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toEqual({ mobile: '13912345678', type: 3 });
  });

  it('answers a network failure as the failure result instead of throwing', async () => {
    serve(new Error('offline'));
    expect(await call(API_CALLS.lowest)).toEqual({ code: 0, success: false, message: '网络错误，请稍后重试', data: null });
  });
});
