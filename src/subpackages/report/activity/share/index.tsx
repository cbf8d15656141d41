// /report/activity/share (spec 2.21): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
