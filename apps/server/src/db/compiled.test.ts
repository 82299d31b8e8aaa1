import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../test/db';
import { statement } from './compiled';

describe.each(DIALECTS)('statements compiled once (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const insert = statement((db, a: { ref: string; memo: string | null; rows: readonly [{ at: number }, { at: number }] }) =>
    db
      .insertInto('wallet_journal')
      .values([
        { ref: a.ref, trade_type: 14, memo: a.memo, created_at: a.rows[0].at },
        { ref: sql<string>`${a.ref} || ':b'`, trade_type: 14, memo: a.memo, created_at: a.rows[1].at },
      ])
      .returning(['ref', 'memo', 'created_at', 'trade_type']),
  );
  const byRef = statement((db, a: { ref: string }) =>
    db.selectFrom('wallet_journal').select(['ref', 'created_at']).where('ref', '=', a.ref).limit(1),
  );

  it('runs with each call its own values (nested ones too), the statement constants kept', async () => {
    const first = await insert(t.db, { ref: `c:${dialect}:1`, memo: null, rows: [{ at: 1 }, { at: 2 }] });
    const second = await insert(t.db, { ref: `c:${dialect}:2`, memo: 'm', rows: [{ at: 3 }, { at: 4 }] });
    const shown = (rows: typeof first.rows) => rows.map((r) => [r.ref, r.memo, Number(r.created_at), Number(r.trade_type)]);
    expect(shown(first.rows)).toEqual([
      [`c:${dialect}:1`, null, 1, 14],
      [`c:${dialect}:1:b`, null, 2, 14],
    ]);
    expect(shown(second.rows)).toEqual([
      [`c:${dialect}:2`, 'm', 3, 14],
      [`c:${dialect}:2:b`, 'm', 4, 14],
    ]);
    expect((await byRef(t.db, { ref: `c:${dialect}:2:b` })).rows.map((r) => Number(r.created_at))).toEqual([4]);
  });

  it('runs inside a transaction, which rolls it back with the rest', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insert(trx, { ref: `c:${dialect}:3`, memo: null, rows: [{ at: 5 }, { at: 6 }] });
        expect((await byRef(trx, { ref: `c:${dialect}:3` })).rows).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await byRef(t.db, { ref: `c:${dialect}:3` })).rows).toHaveLength(0);
  });

  it('lets the plugins of a database see every statement it runs', async () => {
    const seen: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }) => (seen.push(node.kind), node),
      transformResult: async ({ result }) => result,
    };
    const recorded = t.db.withPlugin(plugin);
    for (const ref of ['c:x', 'c:y']) await byRef(recorded, { ref });
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });
});
