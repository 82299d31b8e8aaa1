import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSchema, type TApiRoute, type TRouteData } from '@sports/contracts';
import { PreparedBody } from './cached-json';
import { ok } from './envelope';

/** Schema kinds whose encoding (output to input) differs from a parse of the output: codecs and transforms, defaults, catches. */
const ENCODED = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

/** Whether `schema` (or a schema inside it) is one of the kinds that must be encoded rather than parsed. */
function needsEncode(schema: z.ZodTypeAny, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (ENCODED.has(String(def.type))) return true;
  const inner = (v: unknown): boolean => {
    if (v && typeof v === 'object' && '_zod' in v) return needsEncode(v as z.ZodTypeAny, seen);
    if (Array.isArray(v)) return v.some(inner);
    return false;
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'getter' && typeof value === 'function') {
      if (inner((value as () => unknown)())) return true;
    } else if (key === 'shape' && value && typeof value === 'object') {
      if (Object.values(value).some(inner)) return true;
    } else if (inner(value)) return true;
  }
  return false;
}

interface Checked {
  schema: z.ZodTypeAny;
  /**
   * Checks data against the schema as the route's serializer does (zod's encode). A schema without
   * codecs, transforms or defaults encodes to what a parse gives, and a parse runs zod's compiled
   * object checks where an encode walks every schema with checks twice (about 4× the instructions
   * for a World Cup table, decision 0059): such schemas are parsed.
   */
  check: (data: unknown) => z.ZodSafeParseResult<unknown>;
}

/**
 * Each route's answer schema, made once: `answerSchema` wraps the data schema in a new envelope
 * object on every call, and zod compiles a new object schema again on its first use (about 2 ms
 * for a schedule, most of what a kept answer cost to compute).
 */
const schemas = new WeakMap<TApiRoute, Checked>();
function schemaOf(route: TApiRoute): Checked {
  const known = schemas.get(route);
  if (known) return known;
  const schema = answerSchema(route);
  const made: Checked = {
    schema,
    check: needsEncode(schema) ? (data) => z.safeEncode(schema, data) : (data) => z.safeParse(schema, data),
  };
  schemas.set(route, made);
  return made;
}

/**
 * The body `route` answers for `data`, checked against the route's answer schema and serialised
 * exactly as the route's serializer does, for callers that keep it and send it many times without
 * validating or serialising it again. Kept as its UTF-8 bytes, encoded once: a text body is
 * measured and encoded again on every send (a World Cup table is 14 KB, mostly Chinese).
 */
export function answerText<R extends TApiRoute>(route: R, data: TRouteData<R>): PreparedBody {
  const result = schemaOf(route).check(route.raw ? data : ok(data));
  if (!result.success) throw new ResponseSerializationError(route.method, route.path, { cause: result.error });
  return new PreparedBody(Buffer.from(JSON.stringify(result.data)));
}
