declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** A remote's exposed modules for its standalone page, generated from the route table (tooling/rspack/exposes.mjs). */
declare module 'm-exposed-modules' {
  const modules: import('shared/standalone').StandaloneModules;
  export default modules;
}
