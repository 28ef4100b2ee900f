// Single Swiper modules, resolved by the aliases of swiper-modules.mjs (build and unit tests).
declare module 'swiper/modules/pagination' {
  import type { Pagination } from 'swiper/modules';
  const module: typeof Pagination;
  export default module;
}
