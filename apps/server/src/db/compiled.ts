import type { CompiledQuery, Compilable, DialectAdapter, Kysely, QueryResult, RawBuilder } from 'kysely';
import type { Database } from './schema';

interface Compiled {
  query: CompiledQuery;
  /** The parameters of one call: each read from the arguments at its placeholder's path, or the statement's constant. */
  bind: (args: unknown, constants: readonly unknown[]) => unknown[];
}

/** The path into the arguments of each placeholder `build` was given. */
const placed = new WeakMap<object, readonly string[]>();

/**
 * A placeholder for the argument at `path`: what `build` sees instead of a value. Any property of
 * it is the placeholder of that property (`a.rows[0].user_id`), so arguments may be nested.
 */
function placeholder(path: readonly string[]): unknown {
  const p = new Proxy(Object.create(null) as object, {
    get: (_target, key) => (typeof key === 'string' ? placeholder([...path, key]) : undefined),
  });
  placed.set(p, path);
  return p;
}

/**
 * The parameters of a call as one array literal, each read straight from its path
 * (`a["rows"]["0"]["user_id"]`) or taken from the constants, rather than each path walked in a
 * loop per parameter per call: a group of gifts binds hundreds.
 * Per parameter: the path of the argument it takes, or null for a constant of the statement.
 */
function binderOf(slots: readonly (readonly string[] | null)[]): Compiled['bind'] {
  const items = slots.map((path, i) => (path === null ? `c[${i}]` : `a${path.map((k) => `[${JSON.stringify(k)}]`).join('')}`));
  // the body is built from the placeholders' paths, each key quoted as JSON
  return new Function('a', 'c', `return [${items.join(', ')}];`) as Compiled['bind'];
}

/** A query builder's statement, or raw SQL (a `sql` template, compiled against the database). */
type Built<R> = Compilable<R> | RawBuilder<R>;
const isRaw = <R>(q: Built<R>): q is RawBuilder<R> => 'isRawBuilder' in q;
const compiledOf = <R>(db: Kysely<Database>, q: Built<R>): CompiledQuery<R> => (isRaw(q) ? q.compile(db) : q.compile());

/**
 * A statement of fixed shape on a hot path, built and compiled once per database (SQLite or
 * PostgreSQL: one per dialect adapter, which its transactions share) and then run with each
 * call's values. Building and compiling a Kysely query costs more than SQLite running it.
 * A database with plugins (a test's statement recorder) builds it per call as any query, so every
 * plugin sees every statement.
 *
 * `build` (a query builder or a `sql` template) receives placeholders for the arguments (nested ones
 * too) and must only place them as values (in `values`, `set`, `where` comparisons, `sql` template values); it must not branch on
 * them, test them or use them with `is`. A statement whose shape depends on the values (which
 * columns, how many rows) gets one `statement` per shape.
 */
export function statement<A extends object, R>(build: (db: Kysely<Database>, args: A) => Built<R>) {
  const compiled = new WeakMap<DialectAdapter, Compiled>();
  const compile = (db: Kysely<Database>): Compiled => {
    const query = compiledOf(db, build(db, placeholder([]) as A)) as CompiledQuery;
    const slots = query.parameters.map((p) => (typeof p === 'object' && p !== null ? (placed.get(p) ?? null) : null));
    return { query, bind: binderOf(slots) };
  };
  return (db: Kysely<Database>, args: A): Promise<QueryResult<R>> => {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return db.executeQuery(compiledOf(db, build(db, args)));
    const adapter = executor.adapter;
    let c = compiled.get(adapter);
    if (!c) compiled.set(adapter, (c = compile(db)));
    const { query, bind } = c;
    return db.executeQuery<R>({ ...query, parameters: bind(args, query.parameters) } as CompiledQuery<R>);
  };
}

/** The first row of a statement that always returns one (an insert with `returning`). */
export async function firstRow<R>(result: Promise<QueryResult<R>>, what: string): Promise<R> {
  const row = (await result).rows[0];
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}
