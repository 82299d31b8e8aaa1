import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/chromium';
import { BRAND_IDS } from './packages/contracts/src/brands';

/** One server per brand from the same build: switching brands is a restart, not a rebuild. */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3310);
export const brandPort = (i: number) => E2E_BASE_PORT + i;
/** Each brand server's RTMP ingest, derived from the base port so parallel runs on other bases do not collide (4510 → 19510…). */
export const rtmpPort = (i: number) => 19000 + (E2E_BASE_PORT % 1000) + i;
/** Set by scripts/e2e.sh so the runner and its workers agree on where each server keeps its data. */
export const E2E_DATA_ROOT = process.env.E2E_DATA_ROOT ?? '/tmp/e2e-data';
/**
 * `E2E_FAKETIME="2026-11-26 16:00:00"` (UTC) starts the servers' clock at that instant (Debian's
 * libfaketime), so scripts/e2e-hours.sh can prove the journeys pass at any hour of the day.
 */
const fakeClock = (): Record<string, string> =>
  process.env.E2E_FAKETIME
    ? {
        LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
        FAKETIME: `@${process.env.E2E_FAKETIME}`,
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        TZ: 'UTC',
      }
    : {};

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${brandPort(0)}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    screenshot: 'only-on-failure',
  },
  webServer: BRAND_IDS.map((brand, i) => ({
    command: 'node_modules/.bin/tsx apps/server/src/main.ts',
    url: `http://localhost:${brandPort(i)}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      BRAND: brand,
      PORT: String(brandPort(i)),
      DATA_DIR: `${E2E_DATA_ROOT}/${brand}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      MEDIA: 'on',
      RTMP_PORT: String(rtmpPort(i)),
      RTMP_HOST: '127.0.0.1',
      RTMP_PUBLIC_URL: '',
      MEDIA_OFFLINE_GRACE_MS: '2000',
      // No demo broadcast: tests that need a live room push their own stream.
      DEMO_BROADCAST: 'off',
      // The money loop recharges in the sandbox and withdraws to a bank card: allowed on this test rig only.
      PAY_SANDBOX_WITHDRAW: 'on',
      // Every test browser connects from this one address: the per-address socket cap is for the internet.
      WS_MAX_PER_IP: '1000',
      // The score pages' live test watches the first brand: its simulator plays two hours a minute,
      // so goals come within seconds; the other brands run the feed in real time. Friendlies fill the
      // hours the leagues leave empty, so football is in play whenever the suite runs.
      FEED: 'simulator',
      FEED_SEED: '7',
      FEED_FRIENDLIES: 'on',
      FEED_SPEED: i === 0 ? '120' : '1',
      ...fakeClock(),
    },
  })),
});
