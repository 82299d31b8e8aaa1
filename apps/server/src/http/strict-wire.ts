import type { z } from 'zod';

type AnySchema = z.ZodType;
/** Rewrites one request part before the schema parses it. */
export type WireFix = (value: unknown) => unknown;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
/** A number on the wire: a JSON number, or a plain decimal in a string (forms send text). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Strict numbers in request bodies: where a schema coerces to a number, only a JSON number or a
 * decimal string is taken; `true`, `null`, `""`, `"0x10"` or `"1e3"` become NaN, which the schema
 * refuses with its own message (instead of reading room 1, 0, 16 or 1000). In a query string or
 * path (`emptyIsAbsent`), `?page=` is the parameter left out, as a form leaves it.
 *
 * The schema is walked once, when the route is compiled: the answer is a function that touches only
 * the fields that coerce to a number, or null when the schema has none (the data passes as it is).
 */
export function strictNumbers(schema: AnySchema, emptyIsAbsent = false): WireFix | null {
  const def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return null;
  const type = def.type as string;
  if (WRAPPERS.has(type)) {
    const inner = strictNumbers(def.innerType as AnySchema, emptyIsAbsent);
    return inner && ((value) => (value === undefined ? value : inner(value)));
  }
  if (type === 'pipe') return strictNumbers(def.in as AnySchema, emptyIsAbsent);
  if (type === 'number' && def.coerce) {
    return (value) => {
      if (value === undefined || typeof value === 'number') return value;
      if (emptyIsAbsent && value === '') return undefined;
      return typeof value === 'string' && DECIMAL.test(value.trim()) ? value : Number.NaN;
    };
  }
  if (type === 'object') {
    const fields = Object.entries(def.shape as Record<string, AnySchema>).flatMap(([k, s]) => {
      const fix = strictNumbers(s, emptyIsAbsent);
      return fix ? [[k, fix] as const] : [];
    });
    if (fields.length === 0) return null;
    return (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [k, fix] of fields) if (k in out) out[k] = fix(out[k]);
      return out;
    };
  }
  if (type === 'array') {
    const element = strictNumbers(def.element as AnySchema, emptyIsAbsent);
    return element && ((value) => (Array.isArray(value) ? value.map(element) : value));
  }
  return null;
}
