/**
 * An en-GB date format made when first used. The page's first Intl format loads the locale's data (about 5 ms
 * on a phone): made at module level, that lengthens the one task in which the app's modules all run.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('en-GB', options);
    return format;
  };
}
