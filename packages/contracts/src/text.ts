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

/**
 * cleanText on every string inside a parsed JSON value or query object (arrays and plain objects).
 * A value the rule leaves unchanged is returned as it is, not copied (decision 0068).
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) {
    // Copied only from the first item the rule changes: most requests' values are plain already.
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const c = cleanStrings(v);
      if (!out && c !== v) out = value.slice(0, i);
      out?.push(c);
    }
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const keys = Object.keys(source);
    let out: Record<string, unknown> | undefined;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const v = source[k];
      const ck = cleanText(k);
      const cv = cleanStrings(v);
      if (!out && (ck !== k || cv !== v)) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j] as string] = source[keys[j] as string];
      }
      if (out) out[ck] = cv;
    }
    return (out ?? value) as T;
  }
  return value;
}

/** A string field under the text rule (for schemas parsed outside HTTP, e.g. socket messages). */
export const ZTextSchema = z.string().transform(cleanText);
