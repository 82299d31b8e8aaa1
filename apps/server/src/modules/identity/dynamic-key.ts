import { randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, decryptPassword, type TDynamicKey } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { IdentityRepository } from './repository';

/** 16 characters of base64url: 96 random bits. */
const sixteen = () => randomBytes(12).toString('base64url');

/**
 * One-time key and iv for the passwords of one request (SPEC §3 dynamic key, AES-128-CBC).
 * A key opens exactly one request and expires after 5 minutes; anything else is 100224.
 */
export function dynamicKeys(repo: IdentityRepository, now: () => number = Date.now) {
  return {
    async issue(): Promise<TDynamicKey> {
      const t = now();
      const key = { key: sixteen(), iv: sixteen() };
      await repo.insertDynamicKey({ ...key, created_at: t, expires_at: t + ACCOUNT_LIMITS.dynamicKeyTtlSeconds * 1000, used_at: null });
      return key;
    },
    /**
     * Spends the key and decrypts each cipher text with it. Passwords come back checked for SPEC's
     * rules (empty → 密码不可为空, length → 密码,6-20个字符) unless `checkLength` is false (an old password).
     */
    async open(
      req: { key?: string; iv?: string },
      ciphers: { value: string | undefined; checkLength?: boolean }[],
      opts: { keyByIv?: boolean } = {},
    ): Promise<string[]> {
      // SPEC's pay calls send only the iv: the key is then the one issued with it.
      const key = req.key || (opts.keyByIv && req.iv ? await repo.liveKeyForIv(req.iv, now()) : undefined);
      if (!key || !req.iv || !(await repo.consumeDynamicKey(key, req.iv, now()))) throw new AppError('DYNAMIC_KEY_INVALID');
      const out: string[] = [];
      for (const c of ciphers) {
        if (!c.value) throw new AppError('PASSWORD_EMPTY');
        let plain: string;
        try {
          plain = await decryptPassword(c.value, key, req.iv as string);
        } catch {
          throw new AppError('PASSWORD_CIPHER_INVALID');
        }
        if (!plain) throw new AppError('PASSWORD_EMPTY');
        if (c.checkLength !== false && (plain.length < ACCOUNT_LIMITS.passwordMin || plain.length > ACCOUNT_LIMITS.passwordMax)) {
          throw new AppError('PASSWORD_LENGTH');
        }
        out.push(plain);
      }
      return out;
    },
  };
}
export type DynamicKeys = ReturnType<typeof dynamicKeys>;
