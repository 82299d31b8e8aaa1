import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { preparedOnce } from './client';

describe('SQLite statements prepared once', () => {
  it('prepares each SQL text once and binds new values on every run', () => {
    const raw = new SQLite(':memory:');
    const prepare = raw.prepare.bind(raw);
    let prepared = 0;
    raw.prepare = ((text: string) => (prepared++, prepare(text))) as typeof raw.prepare;
    const db = preparedOnce(raw);
    db.prepare('create table t (id integer primary key, v text)').run([]);
    for (const v of ['a', 'b', 'c']) db.prepare('insert into t (v) values (?)').run([v]);
    expect(db.prepare('select v from t where id = ?').all([2])).toEqual([{ v: 'b' }]);
    expect(db.prepare('select v from t where id = ?').all([3])).toEqual([{ v: 'c' }]);
    expect(prepared).toBe(3);
    db.close();
  });

  it('keeps at most `limit` texts, hands a statement that is still iterating to nobody else, and follows schema changes', () => {
    const raw = new SQLite(':memory:');
    const db = preparedOnce(raw, 2);
    db.prepare('create table t (id integer primary key)').run([]);
    for (let i = 1; i <= 3; i++) db.prepare('insert into t (id) values (?)').run([i]);
    const all = 'select id from t order by id';
    const outer = db.prepare(all);
    const seen: number[] = [];
    for (const row of outer.iterate([]) as Iterable<{ id: number }>) {
      const inner = db.prepare(all);
      expect(inner).not.toBe(outer);
      seen.push(row.id, (inner.all([]) as { id: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    db.prepare('alter table t add column v text').run([]);
    expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, v: null }]);
    expect(db.prepare(all).all([])).toHaveLength(3);
    db.close();
  });
});
