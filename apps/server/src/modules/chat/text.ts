// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g;

/** Control characters (except none: a chat line is one line) are dropped; whitespace runs collapse. */
export function clean(content: string): string {
  return content.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
}

/** Length in characters, not UTF-16 units. */
export const lengthOf = (s: string) => [...s].length;
