// /ancestry/reunion/contrast-guide (spec 2.10): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
