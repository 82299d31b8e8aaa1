import type { z } from 'zod';

type AnySchema = z.ZodType;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
/** A number on the wire: a JSON number, or a plain decimal in a string (forms send text). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Strict numbers in request bodies: where a schema coerces to a number, only a JSON number or a
 * decimal string is taken; `true`, `null`, `""`, `"0x10"` or `"1e3"` become NaN, which the schema
 * refuses with its own message (instead of reading room 1, 0, 16 or 1000).
 */
export function strictNumbers(schema: AnySchema, value: unknown): unknown {
  const def = (schema as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return value;
  const type = def.type as string;
  if (WRAPPERS.has(type)) return value === undefined ? value : strictNumbers(def.innerType as AnySchema, value);
  if (type === 'pipe') return strictNumbers(def.in as AnySchema, value);
  if (type === 'number' && def.coerce) {
    if (value === undefined || typeof value === 'number') return value;
    return typeof value === 'string' && DECIMAL.test(value.trim()) ? value : Number.NaN;
  }
  if (type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, AnySchema>;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [k, s] of Object.entries(shape)) if (k in out) out[k] = strictNumbers(s, out[k]);
    return out;
  }
  if (type === 'array' && Array.isArray(value)) return value.map((v) => strictNumbers(def.element as AnySchema, v));
  return value;
}
