// The one part of jsdom the server uses (DOMPurify's window). @types/jsdom is
// not installed; this declaration stands in for it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
