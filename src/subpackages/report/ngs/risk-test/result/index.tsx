// /report/ngs/risk-test/result (spec 2.9): not built yet. Build it here: docs/client.md, "Building a page".
export { default } from '@/shell/NotBuiltPage'
