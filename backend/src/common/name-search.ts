/**
 * What a search box typed, as a PostgreSQL full-text query where every word is the prefix of a
 * word of the name (`'asha ra'` → `asha:* & ra:*`), for a GIN index on
 * `to_tsvector('simple', <names>)`; null when nothing searchable was typed.
 */
export function namePrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
