import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDb, type TestDb } from '../../../test/db';
import { buildUser } from '../../../test/factories';
import { createMigrator, migrateToLatest } from '../../db/migrate';

describe.each(DIALECTS)('migration 0027 on content written before it (%s)', (dialect) => {
  let d: TestDb | undefined;
  afterEach(async () => {
    await d?.cleanup();
    d = undefined;
  });

  it('recounts drifted likes, takes existing likes as notified and leaves one shield per user and post or author', async () => {
    d = await createTestDb(dialect, { migrate: false });
    const { error } = await (await createMigrator(d.db)).migrateTo('0026_match_centre');
    expect(error).toBeUndefined();
    const db = d.db;
    const [u, a, b] = [await buildUser(db), await buildUser(db), await buildUser(db)].map((x) => Number(x.id));
    if (u === undefined || a === undefined || b === undefined) throw new Error('users not built');
    const circle = await db
      .insertInto('content_circle')
      .values({ name: '迁移圈', icon: '', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = async (userId: number) =>
      Number(
        (
          await db
            .insertInto('content_post')
            .values({
              circle_id: Number(circle.id),
              user_id: userId,
              title: '',
              content: '旧帖',
              images: '[]',
              like_count: 5,
              created_at: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const [p1, p2] = [await post(a), await post(b)];
    const comment = await db
      .insertInto('content_comment')
      .values({ target_type: 1, target_id: p1, user_id: a, content: '旧评论', like_count: 3, created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the race of two likes by one user counted both, while one row was stored
    await db.insertInto('content_like').values({ kind: 'post', target_id: p1, user_id: u, created_at: 1 }).execute();
    const shield = (postId: number | null, authorId: number | null) => ({
      user_id: u,
      post_id: postId,
      author_id: authorId,
      created_at: 1,
    });
    await db
      .insertInto('content_shield')
      .values([shield(p1, null), shield(p1, null), shield(null, a), shield(null, a), shield(p2, b)])
      .execute();

    await migrateToLatest(db);
    const count = async (table: 'content_post' | 'content_comment', id: number) =>
      Number((await db.selectFrom(table).select('like_count').where('id', '=', id).executeTakeFirstOrThrow()).like_count);
    expect([await count('content_post', p1), await count('content_post', p2), await count('content_comment', Number(comment.id))]).toEqual([
      1, 0, 0,
    ]);
    const notified = await db.selectFrom('content_like_notice').select(['kind', 'target_id', 'user_id']).execute();
    expect(notified.map((r) => [r.kind, Number(r.target_id), Number(r.user_id)])).toEqual([['post', p1, u]]);
    const shields = await db.selectFrom('content_shield').select(['post_id', 'author_id']).where('user_id', '=', u).execute();
    const key = (r: { post_id: number | null; author_id: number | null }) => `${r.post_id ?? '-'}/${r.author_id ?? '-'}`;
    expect(shields.map(key).sort()).toEqual([`${p1}/-`, `${p2}/-`, `-/${a}`, `-/${b}`].sort());
    await expect(db.insertInto('content_shield').values(shield(p1, null)).execute()).rejects.toThrow();
    await expect(db.insertInto('content_shield').values(shield(null, b)).execute()).rejects.toThrow();
  });
});
