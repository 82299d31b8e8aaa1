/**
 * The element at `index` of a list the caller knows holds it (a negative index counts from the
 * end, as Array.prototype.at). A missing element is a programming error, not a value to carry on
 * with: it throws, naming `what`, instead of letting an `undefined` travel further.
 * For lists whose elements are never `undefined`.
 */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`${what}: no element at index ${index} (length ${list.length})`);
  return item;
}

/**
 * A value the caller knows is there (a map entry the same code just wrote, a row it just inserted,
 * a catalogue entry checked before). Its absence is a programming error: it throws, naming `what`,
 * where a non-null assertion would let `undefined` travel on.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: missing`);
  return value;
}
