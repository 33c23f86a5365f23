/** Title of '/', in the router and in the router-less landing root. */
export const LANDING_TITLE = 'Client Portal';
export const PRODUCT_NAME = 'Sextant';

/** The browser tab title: '{title} | Sextant'. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
