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

  it('gives rows as better-sqlite3 builds them: named columns, the last of a repeated name, odd names, values as stored', () => {
    const db = preparedOnce(new SQLite(':memory:'));
    db.prepare('create table t (id integer primary key, v text, n real, b blob)').run([]);
    db.prepare('insert into t (v, n, b) values (?, ?, ?)').run(['甲', 1.5, Buffer.from([1, 2])]);
    db.prepare('insert into t (v) values (null)').run([]);
    const rows = db.prepare('select id, v, n, b, v as "__proto__", id as "a b", n as v from t order by id').all([]) as Record<
      string,
      unknown
    >[];
    expect(rows).toEqual([
      { id: 1, v: 1.5, n: 1.5, b: Buffer.from([1, 2]), ['__proto__']: '甲', 'a b': 1 },
      { id: 2, v: null, n: null, b: null, ['__proto__']: null, 'a b': 2 },
    ]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'v', 'n', 'b', '__proto__', 'a b']);
    expect([...(db.prepare('select id from t order by id').iterate([]) as Iterable<unknown>)]).toEqual([{ id: 1 }, { id: 2 }]);
    expect(db.prepare('insert into t (v) values (?) returning id, v').all(['乙'])).toEqual([{ id: 3, v: '乙' }]);
    db.close();
  });

  it("takes a kept statement's columns again after the schema changed under it", () => {
    const db = preparedOnce(new SQLite(':memory:'));
    db.prepare('create table t (id integer primary key, v text)').run([]);
    db.prepare("insert into t (v) values ('a')").run([]);
    const star = 'select * from t';
    expect(db.prepare(star).all([])).toEqual([{ id: 1, v: 'a' }]);
    db.prepare('alter table t add column w integer').run([]);
    expect(db.prepare(star).all([])).toEqual([{ id: 1, v: 'a', w: null }]);
    db.prepare('alter table t rename column w to x').run([]);
    expect(db.prepare(star).all([])).toEqual([{ id: 1, v: 'a', x: null }]);
    db.close();
  });
});
