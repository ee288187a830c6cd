/**
 * A stored record as a form's values: the fields the form's empty values name, taken from the record.
 * Lists and groups are copied (editing the form never changes the cached record); a field the record
 * lacks keeps its empty value.
 */
export function valuesFrom<V extends object>(empty: V, record: object): V {
  const stored = record as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([key, blank]) => [key, copy(blank, stored[key])])) as V;
}

function copy(blank: unknown, value: unknown): unknown {
  if (value === undefined || value === null) return blank;
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (blank !== null && typeof blank === 'object' && !Array.isArray(blank)) return valuesFrom(blank, value as object);
  return value;
}
