/** A promotion's server HTML, sanitised, with its links opened inside or outside the site. */
export { PromoHtml } from './PromoHtml';
