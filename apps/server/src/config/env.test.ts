import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

/** The client address a server built with this TRUST_PROXY value sees behind a forged X-Forwarded-For. */
async function clientIp(trustProxy: string | undefined): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/unused',
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const app = Fastify({ trustProxy: config.trustProxy });
  app.get('/ip', async (req) => req.ip);
  const res = await app.inject({ url: '/ip', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default, so per-IP limits cannot be dodged by a forged header', async () => {
    expect(await clientIp(undefined)).toBe('10.0.0.5');
    expect(await clientIp('false')).toBe('10.0.0.5');
  });

  it('believes the header behind a configured proxy', async () => {
    expect(await clientIp('true')).toBe('1.2.3.4');
    expect(await clientIp('1')).toBe('5.6.7.8');
    expect(await clientIp('10.0.0.0/8')).toBe('5.6.7.8');
  });
});

describe('PAY_SANDBOX', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' } as const;
  const alipay = { ...base, ALIPAY_APP_ID: '2021000000000000', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' };
  it('is on by default only while no real gateway is configured (it hands out diamonds for free)', () => {
    expect(loadConfig({ ...base }).pay.sandbox).toBe(true);
    expect(loadConfig(alipay).pay.sandbox).toBe(false);
    expect(loadConfig({ ...alipay, PAY_SANDBOX: 'on' }).pay.sandbox).toBe(true);
    expect(loadConfig({ ...base, PAY_SANDBOX: 'off' }).pay.sandbox).toBe(false);
  });
});
