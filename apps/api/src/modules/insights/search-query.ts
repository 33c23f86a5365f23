const CATEGORIES = 'InsightSearch[categories]';
const WRITER = 'InsightSearch[writer]';
/** `InsightSearch[categories]`, `…[categories][]` and `…[categories][0]`. */
const CATEGORY_KEY = /^InsightSearch\[categories\](\[\d*\])?$/;

/**
 * The query parser leaves bracket names flat (`{ 'InsightSearch[categories]': ['1', '2'] }`). Gathers
 * every spelling of the category list (one key, repeated keys, `[]` keys, comma lists) into one list;
 * a blank filter, as a form sends for "any", counts as no filter.
 */
export function gatherInsightSearch(query: Record<string, unknown>): Record<string, unknown> {
  const gathered: Record<string, unknown> = {};
  let categories: string[] | undefined;
  for (const [key, raw] of Object.entries(query)) {
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (CATEGORY_KEY.test(key)) {
      categories = [
        ...(categories ?? []),
        ...values.flatMap((value) => value.split(',')).map((value) => value.trim()),
      ].filter(Boolean);
    } else if (key === WRITER && values.every((value) => value.trim() === '')) {
      // "any writer"
    } else {
      gathered[key] = raw;
    }
  }
  if (categories?.length) gathered[CATEGORIES] = categories;
  return gathered;
}
