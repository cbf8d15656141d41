// /wechat/logout (spec 2.11): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
