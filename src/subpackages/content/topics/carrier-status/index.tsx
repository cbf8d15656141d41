// /topics/carrier-status (spec 2.8): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
