declare module "virtual:site-script" {
  /** app/browser/site.ts, bundled and minified (see inline-script.vite.ts). */
  const code: string;
  export default code;
}

declare module "virtual:confirm-script" {
  /** app/browser/newsletter-confirm.ts, bundled and minified (see inline-script.vite.ts). */
  const code: string;
  export default code;
}

declare module "virtual:mail-link-script" {
  /** app/browser/mail-link.ts, bundled and minified (see inline-script.vite.ts). */
  const code: string;
  export default code;
}
