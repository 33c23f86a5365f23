export const PRODUCT_NAME = 'Sextant';

/** The browser tab title: '{title} | Sextant'. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
