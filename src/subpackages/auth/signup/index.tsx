// /auth/signup (spec 2.2): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
