// react-dom's one function the site calls itself (src/platform/renderNow.ts); the project has no
// @types/react-dom (Taro renders the pages).
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R
}
