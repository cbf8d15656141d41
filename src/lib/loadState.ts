/** What a page's data is at a moment: loading, the value, or the failure (spec 8.2). */
export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'done'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown }
