/** Title of '/', shared by the router and the router-less landing root. */
export const LANDING_TITLE = 'Client Portal';
