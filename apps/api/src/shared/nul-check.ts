/**
 * PostgreSQL text cannot hold a NUL character, so a field that carries one would fail deep in a query.
 * Answers the path of the first string with one (e.g. 'LoginForm.username'), or null.
 */
export function findNulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  // Uploaded files arrive as bytes: they are checked by what reads them, never walked one byte at a time.
  if (ArrayBuffer.isView(value)) return null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNulField(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
