import path from 'node:path';
import { z } from 'zod';
import { BRAND_IDS, DEFAULT_BRAND, BRANDS, type TBrand } from '@sports/contracts';

/**
 * The one configuration every command reads (server, admin, feed), checked once with zod.
 * DATA_DIR and relative paths resolve against the directory the command was started in.
 */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BRAND: z.enum(BRAND_IDS).default(DEFAULT_BRAND),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in absolute links (QR codes); defaults to the request's host. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Which X-Forwarded-* headers to believe for the client address (per-IP limits): unset trusts none,
   * `true` every hop, a number that many hops, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** outbox: codes stay in the database and the log (default); gateway: Aliyun SMS. */
  SMS_PROVIDER: z.enum(['outbox', 'gateway']).optional(),
  SMS_ALIYUN_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_ALIYUN_SIGN_NAME: z.string().optional(),
  SMS_ALIYUN_TEMPLATE_CODE: z.string().optional(),
  /** Vendor captcha (GeeTest v4) used when the site's jiyanSwitch is 1; unset = built-in captcha only. */
  GEETEST_CAPTCHA_ID: z.string().optional(),
  GEETEST_CAPTCHA_KEY: z.string().optional(),
  GEETEST_API_SERVER: z.string().url().default('https://gcaptcha4.geetest.com'),
  /** Request encryption per brand: `brand:base64key,brand2:base64key` (32-byte AES keys); listed brands have it on. */
  API_ENCRYPTION_KEYS: z.string().optional(),
  /** Sports feed: the simulator (default), a commercial provider's HTTP API, or none. */
  FEED: z.enum(['simulator', 'http', 'off']).default('simulator'),
  FEED_HTTP_URL: z.string().url().optional(),
  FEED_HTTP_KEY: z.string().optional(),
  FEED_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
  /** Speed of the simulator's clock: 1 real time, 60 a minute a second. */
  FEED_SPEED: z.coerce.number().min(0.1).max(3600).default(1),
  /** Club friendlies every half hour around the clock, so a match is always in play. */
  FEED_FRIENDLIES: z.enum(['on', 'off']).default('off'),
  /** Real seasons (openfootball files) imported on every start, idempotently; "off" skips them. Default: the shared data beside the checkout. */
  OPENFOOTBALL_DIR: z.string().optional(),
  /** Live push fan-out through Redis pub/sub across processes; in memory when unset. */
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Origins whose pages may open /ws, comma-separated (e.g. https://www.example.com); the page's own
   * host (and PUBLIC_ORIGIN) always may. A request without Origin (not a browser) is let through.
   */
  WS_ALLOWED_ORIGINS: z.string().default(''),
  /** WebSocket connections one client address may hold at once (behind TRUST_PROXY, the client's address). */
  WS_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Streaming (RTMP ingest, HTTP-FLV playback) in this process. */
  MEDIA: z.enum(['on', 'off']).default('on'),
  DEMO_BROADCAST: z.enum(['on', 'off']).optional(),
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** RTMP listen address; loopback unless set (e.g. 0.0.0.0 for anchors on other machines). */
  RTMP_HOST: z.string().default('127.0.0.1'),
  /** Push address shown to anchors, e.g. rtmp://live.example.com:1935/live; default rtmp://<page host>:<RTMP_PORT>/live. */
  RTMP_PUBLIC_URL: z
    .string()
    .regex(/^rtmps?:\/\/[^\s/]+(\/[\w-]+)*\/?$/, 'an rtmp:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long a room stays live after its publisher drops (reconnects within it continue the broadcast). */
  MEDIA_OFFLINE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Replays (decision 0027): record every broadcast (on by default where streaming is on). */
  REPLAY_RECORD: z.enum(['on', 'off']).default('on'),
  /** Replays older than this many days are removed (0 keeps them however old). */
  REPLAY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(30),
  /** The stored replays stay under this many megabytes, the oldest removed first (0: no cap). */
  REPLAY_MAX_MB: z.coerce.number().int().min(0).default(20_480),
  /** Recharge: the embedded sandbox cashier (on by default; turn off where real money is taken). */
  PAY_SANDBOX: z.enum(['on', 'off']).optional(),
  /**
   * Test rigs only: lets withdrawals to bank cards and Alipay through while the sandbox is on (the
   * end-to-end money loop). Off by default: sandbox diamonds cost nothing and never leave as money.
   */
  PAY_SANDBOX_WITHDRAW: z.enum(['on', 'off']).default('off'),
  /** Alipay page pay: all of app id, merchant private key and Alipay public key switch it on. */
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** WeChat Pay API v3 Native: all of these switch it on. */
  WECHAT_PAY_MCHID: z.string().optional(),
  WECHAT_PAY_APPID: z.string().optional(),
  WECHAT_PAY_SERIAL_NO: z.string().optional(),
  WECHAT_PAY_PRIVATE_KEY: z.string().optional(),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PAY_APIV3_KEY: z.string().length(32, 'the APIv3 key has 32 characters').optional(),
  WECHAT_PAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** The anchor's share of a diamond gift in percent (rounded down); the rest is the platform's. */
  WALLET_ANCHOR_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
});

export interface SmsGatewayConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brand: TBrand;
  logLevel: string;
  publicOrigin: string | undefined;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  feed: {
    provider: 'simulator' | 'http' | 'off';
    seed: number;
    speed: number;
    friendlies: boolean;
    httpUrl: string | undefined;
    httpKey: string | undefined;
    /** Directory of openfootball season files imported at start ("off": none; unset: the shared data). */
    openfootballDir: string | undefined;
  };
  redisUrl: string | undefined;
  /** /ws: origins allowed besides the page's own, and the connections per client address */
  ws: { allowedOrigins: string[]; maxPerIp: number };
  /** uploads live under dataDir/uploads */
  uploadDir: string;
  sms: { provider: 'outbox' | 'gateway'; gateway: SmsGatewayConfig | undefined };
  geetest: { captchaId: string; captchaKey: string; apiServer: string } | undefined;
  media: {
    enabled: boolean;
    rtmpPort: number;
    rtmpHost: string;
    rtmpPublicUrl: string | undefined;
    offlineGraceMs: number;
    /** DEMO_BROADCAST: a looping clip streamed into a room labelled 演示 (default on with the embedded SQLite database) */
    demo: boolean;
  };
  /** replays: recording on/off, where files go (DATA_DIR/replays), retention */
  replays: { record: boolean; dir: string; retentionDays: number; maxBytes: number };
  /** the running brand's request-encryption key (base64), when that brand has encryption on */
  encryptionKey: string | undefined;
  /** gifts: the anchor's percent of a diamond gift */
  gifts: { anchorSharePercent: number };
  pay: PayConfig;
}

export interface PayConfig {
  sandbox: boolean;
  /** withdrawals to bank cards and Alipay are refused: the sandbox is on and PAY_SANDBOX_WITHDRAW is not */
  withdrawBlocked: boolean;
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string } | undefined;
  wechat:
    | { mchId: string; appId: string; serialNo: string; privateKey: string; platformPublicKey: string; apiV3Key: string; baseUrl: string }
    | undefined;
}

function payConfig(e: z.infer<typeof ZEnvSchema>): PayConfig {
  const alipay =
    e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY
      ? { appId: e.ALIPAY_APP_ID, privateKey: e.ALIPAY_PRIVATE_KEY, alipayPublicKey: e.ALIPAY_PUBLIC_KEY, gateway: e.ALIPAY_GATEWAY }
      : undefined;
  const w = e;
  const wechat =
    w.WECHAT_PAY_MCHID &&
    w.WECHAT_PAY_APPID &&
    w.WECHAT_PAY_SERIAL_NO &&
    w.WECHAT_PAY_PRIVATE_KEY &&
    w.WECHAT_PAY_PLATFORM_PUBLIC_KEY &&
    w.WECHAT_PAY_APIV3_KEY
      ? {
          mchId: w.WECHAT_PAY_MCHID,
          appId: w.WECHAT_PAY_APPID,
          serialNo: w.WECHAT_PAY_SERIAL_NO,
          privateKey: w.WECHAT_PAY_PRIVATE_KEY,
          platformPublicKey: w.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
          apiV3Key: w.WECHAT_PAY_APIV3_KEY,
          baseUrl: w.WECHAT_PAY_BASE_URL,
        }
      : undefined;
  // The sandbox hands out diamonds for free: on by default only while no real gateway is configured.
  const sandbox = e.PAY_SANDBOX ? e.PAY_SANDBOX === 'on' : !alipay && !wechat;
  return { sandbox, withdrawBlocked: sandbox && e.PAY_SANDBOX_WITHDRAW !== 'on', alipay, wechat };
}

function smsConfig(e: z.infer<typeof ZEnvSchema>): AppConfig['sms'] {
  const {
    SMS_ALIYUN_ACCESS_KEY_ID: id,
    SMS_ALIYUN_ACCESS_KEY_SECRET: secret,
    SMS_ALIYUN_SIGN_NAME: sign,
    SMS_ALIYUN_TEMPLATE_CODE: tpl,
  } = e;
  const gateway =
    id && secret && sign && tpl
      ? { endpoint: e.SMS_ALIYUN_ENDPOINT, accessKeyId: id, accessKeySecret: secret, signName: sign, templateCode: tpl }
      : undefined;
  const provider = e.SMS_PROVIDER ?? (gateway ? 'gateway' : 'outbox');
  if (provider === 'gateway' && !gateway) {
    throw new Error(
      'Invalid configuration:\n  SMS_PROVIDER=gateway needs SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET, SMS_ALIYUN_SIGN_NAME and SMS_ALIYUN_TEMPLATE_CODE',
    );
  }
  return { provider, gateway };
}

/** The key of `brand` from `brand:key,brand:key`; each key must decode to 32 bytes. */
function encryptionKeyFor(brand: string, spec: string | undefined): string | undefined {
  for (const entry of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const i = entry.indexOf(':');
    const [id, key] = i > 0 ? [entry.slice(0, i), entry.slice(i + 1)] : ['', entry];
    if (Buffer.from(key, 'base64').length !== 32)
      throw new Error(`Invalid configuration:\n  API_ENCRYPTION_KEYS: the key of ${id || '?'} must be 32 bytes in base64`);
    if (id === brand) return key;
  }
  return undefined;
}

/** TRUST_PROXY as Fastify's trustProxy option; unset trusts no proxy, so X-Forwarded-For cannot fake a client address. */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FEED === 'http' && !e.FEED_HTTP_URL) throw new Error('Invalid configuration:\n  FEED_HTTP_URL: required when FEED=http');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    brand: BRANDS[e.BRAND],
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    sms: smsConfig(e),
    geetest:
      e.GEETEST_CAPTCHA_ID && e.GEETEST_CAPTCHA_KEY
        ? { captchaId: e.GEETEST_CAPTCHA_ID, captchaKey: e.GEETEST_CAPTCHA_KEY, apiServer: e.GEETEST_API_SERVER }
        : undefined,
    encryptionKey: encryptionKeyFor(e.BRAND, e.API_ENCRYPTION_KEYS),
    pay: payConfig(e),
    feed: {
      provider: e.FEED,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      friendlies: e.FEED_FRIENDLIES === 'on',
      httpUrl: e.FEED_HTTP_URL,
      httpKey: e.FEED_HTTP_KEY,
      openfootballDir: e.OPENFOOTBALL_DIR,
    },
    redisUrl: e.REDIS_URL,
    ws: {
      allowedOrigins: [...new Set([e.PUBLIC_ORIGIN, ...e.WS_ALLOWED_ORIGINS.split(',')].map((o) => originOf(o)).filter((o) => o !== null))],
      maxPerIp: e.WS_MAX_PER_IP,
    },
    media: {
      enabled: e.MEDIA === 'on',
      rtmpPort: e.RTMP_PORT,
      rtmpHost: e.RTMP_HOST,
      rtmpPublicUrl: e.RTMP_PUBLIC_URL?.replace(/\/$/, ''),
      offlineGraceMs: e.MEDIA_OFFLINE_GRACE_MS,
      demo: e.MEDIA === 'on' && (e.DEMO_BROADCAST ? e.DEMO_BROADCAST === 'on' : !e.DATABASE_URL),
    },
    replays: {
      record: e.REPLAY_RECORD === 'on',
      dir: path.join(path.resolve(e.DATA_DIR), 'replays'),
      retentionDays: e.REPLAY_RETENTION_DAYS,
      maxBytes: e.REPLAY_MAX_MB * 1024 * 1024,
    },
    gifts: { anchorSharePercent: e.WALLET_ANCHOR_SHARE_PERCENT },
  };
}

/** The origin (scheme://host[:port]) of a URL, or null for an empty or malformed one. */
export function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}
