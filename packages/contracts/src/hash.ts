/**
 * FNV-1a of the parts joined with '|': a small stable 32-bit hash, the same on every machine
 * (a team badge's colours, the simulator's seeds). One part hashes its own text.
 */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    // Iterating a string yields whole characters: each has a code point, so the fallback never applies.
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
