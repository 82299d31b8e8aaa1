import { z } from 'zod';

/**
 * The one rule for text from users (issue 19 item 7), applied to every string of every request
 * before its schema checks the length: control characters (all but tab and line feed; CR LF
 * becomes LF), bidirectional overrides and isolates, and broken surrogate halves are removed,
 * then the text is normalised to NFC. So a NUL never reaches a database (PostgreSQL refuses it)
 * and a nickname cannot be written right-to-left to impersonate another.
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Printable ASCII, tabs and line feeds: text the rule leaves as it is (most query values, ids, dates). */
const PLAIN_TEXT = /^[\x20-\x7E\t\n]*$/;

export function cleanText(s: string): string {
  if (PLAIN_TEXT.test(s)) return s;
  return s.replace(/\r\n/g, '\n').replace(UNSAFE_TEXT, '').normalize('NFC');
}

/** cleanText on every string inside a parsed JSON value or query object (arrays and plain objects). */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((v) => cleanStrings(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanStrings(v);
    return out as T;
  }
  return value;
}

/** A string field under the text rule (for schemas parsed outside HTTP, e.g. socket messages). */
export const ZTextSchema = z.string().transform(cleanText);
