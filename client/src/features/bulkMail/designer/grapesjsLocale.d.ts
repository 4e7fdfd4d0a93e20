// GrapesJS ships its translations as plain modules without types.
declare module 'grapesjs/locale/ar.mjs' {
  const messages: Record<string, unknown>;
  export default messages;
}
