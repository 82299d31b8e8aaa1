import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type Maker = (values: unknown[]) => Row;

/** Row makers kept, by column list: one per distinct result shape the server reads. */
const MAX_MAKERS = 1000;
const makers = new Map<string, Maker>();

/**
 * A function that turns a row of values into the row object better-sqlite3 would have built, as
 * one object literal (later columns of the same name win, as they do there). V8 builds a literal of
 * known keys in a few instructions; better-sqlite3 builds each row through the V8 API, internalising
 * every column name and setting it as a new property, row after row (about a third of a cold data
 * centre table's instructions, decision 0059). Statements with the same columns share one maker.
 */
function makerOf(names: readonly string[]): Maker {
  const key = names.join('\u0000');
  let make = makers.get(key);
  if (!make) {
    // `__proto__` as a plain key would set the prototype; computed, it is an own property like any other.
    const fields = names.map((n, i) => `${n === '__proto__' ? `[${JSON.stringify(n)}]` : JSON.stringify(n)}: v[${i}]`);
    // the body is built from the column names, each quoted as JSON
    make = new Function('v', `return { ${fields.join(', ')} };`) as Maker;
    if (makers.size >= MAX_MAKERS) makers.clear();
    makers.set(key, make);
  }
  return make;
}

/**
 * A statement that reads rows, as Kysely runs it: its rows are read as arrays of values
 * (better-sqlite3's raw mode) and made objects in JavaScript (`makerOf`). The column names are
 * taken again when a row has another number of columns than they (a `*` after its table changed).
 */
export function objectRows(statement: SQLite.Statement): SqliteStatement {
  statement.raw(true);
  let names: string[] = [];
  let make: Maker = makerOf(names);
  const objectOf = (values: unknown[]): Row => {
    if (values.length !== names.length) {
      names = statement.columns().map((c) => c.name);
      make = makerOf(names);
    }
    return make(values);
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const out: Row[] = new Array<Row>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = objectOf(rows[i] as unknown[]);
      return out;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield objectOf(values);
    },
  };
}
