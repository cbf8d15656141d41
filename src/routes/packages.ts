import type { PackageName } from './types'

/**
 * Mini-program packages (WeChat: main package and each subpackage at most 2 MB, 20 MB in all).
 * The main package holds the entry and tab pages; each area of the spec is a subpackage.
 * `strip` is the URL prefix left out of the page's folder under the subpackage root, so that
 * /report/disease/detail/:id? lives in subpackages/report/disease/detail/_id/.
 * `preloadFrom` lists the routes from which the mini-program downloads the subpackage ahead
 * of time (app.json preloadRule).
 */
export interface PackageDef {
  name: PackageName
  root: string
  strip?: string
  preloadFrom?: string[]
}

export const PACKAGES: PackageDef[] = [
  { name: 'main', root: 'pages' },
  { name: 'report', root: 'subpackages/report', strip: '/report', preloadFrom: ['/', '/report'] },
  { name: 'ancestry', root: 'subpackages/ancestry', strip: '/ancestry', preloadFrom: ['/report'] },
  { name: 'shop', root: 'subpackages/shop', strip: '/shop', preloadFrom: ['/', '/shop/gene'] },
  { name: 'buy', root: 'subpackages/buy', strip: '/buy', preloadFrom: ['/shop/gene'] },
  { name: 'user', root: 'subpackages/user', strip: '/user', preloadFrom: ['/user'] },
  { name: 'bind', root: 'subpackages/bind', strip: '/user/persons/bind', preloadFrom: ['/user'] },
  { name: 'auth', root: 'subpackages/auth', strip: '/auth', preloadFrom: ['/auth/signin'] },
  { name: 'import', root: 'subpackages/import', strip: '/import' },
  { name: 'content', root: 'subpackages/content' },
  // the community, the feed, stories and the blog (issue 25 items 5-6)
  { name: 'community', root: 'subpackages/community', strip: '/community' },
  { name: 'activity', root: 'subpackages/activity', strip: '/activity' },
  { name: 'about', root: 'subpackages/about', strip: '/about' },
  // issue 24 items 6 and 7: research projects and relatives reunion, each its own subpackage
  { name: 'project', root: 'subpackages/project', strip: '/ancestry/project' },
  { name: 'reunion', root: 'subpackages/reunion', strip: '/ancestry/reunion' },
  // the laboratory's staff pages (website only: no page of it is in the mini-program)
  { name: 'ops', root: 'subpackages/ops', strip: '/ops' }
]

export function packageOf(name: PackageName): PackageDef {
  const pkg = PACKAGES.find(p => p.name === name)
  if (!pkg) throw new Error(`unknown package ${name}`)
  return pkg
}
