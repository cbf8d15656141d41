/**
 * Page configs (index.config.ts of each page) come from the route table, so a title is written
 * once. Read at build time by Taro (bundled with esbuild) for the mini-program navigation bar.
 */
import { ALL_ROUTES } from './index'

export interface PageConfigOf {
  navigationBarTitleText: string
}

export function pageConfig(pattern: string): PageConfigOf {
  const route = ALL_ROUTES.find(r => r.pattern === pattern)
  if (!route) throw new Error(`page config: no route ${pattern}`)
  return { navigationBarTitleText: route.title }
}
