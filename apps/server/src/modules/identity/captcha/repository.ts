import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function captchaRepository(db: Kysely<Database>) {
  return {
    async insert(values: Insertable<Database['captcha_challenge']>) {
      await db
        .deleteFrom('captcha_challenge')
        .where('expires_at', '<', values.created_at - 24 * 3600 * 1000)
        .execute();
      await db.insertInto('captcha_challenge').values(values).execute();
    },
    find(token: string) {
      return db.selectFrom('captcha_challenge').selectAll().where('token', '=', token).executeTakeFirst();
    },
    /** One check per challenge: false when it was already checked. */
    async markChecked(id: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('captcha_challenge')
        .set({ checked_at: now })
        .where('id', '=', id)
        .where('checked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async setVerification(id: number, hash: string, expiresAt: number) {
      await db
        .updateTable('captcha_challenge')
        .set({ verification_hash: hash, verification_expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    /** Spends a verification token; false when unknown, spent or expired. */
    async consumeVerification(hash: string, now: number): Promise<boolean> {
      const r = await db
        .updateTable('captcha_challenge')
        .set({ consumed_at: now })
        .where('verification_hash', '=', hash)
        .where('consumed_at', 'is', null)
        .where('verification_expires_at', '>', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type CaptchaRepository = ReturnType<typeof captchaRepository>;
