/**
 * `npm run pages:scaffold -- <pattern>` (scripts/scaffold/kinds.js): every route of the table gets
 * a skeleton of its kind, whose page module stays thin, imports the feature folder and counts as
 * not built until its SCAFFOLD line goes. (The skeletons of each kind were typechecked and linted
 * when written: docs/adding-a-page.md shows one.)
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { ROUTES, routeByPattern } from '@/routes'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { files, componentName } = require('../../scripts/scaffold/kinds') as {
  files: (route: unknown, routes?: readonly unknown[]) => { name: string; files: Record<string, string> }
  componentName: (route: unknown, routes?: readonly unknown[]) => string
}
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { isBuilt } = require('../../scripts/lib/load-routes') as { isBuilt: (file: string) => boolean }

describe('page skeletons', () => {
  it('names the feature component after the URL and the kind', () => {
    expect(componentName(routeByPattern('/user/persons/:id'))).toBe('PersonsDetail')
    expect(componentName(routeByPattern('/user/persons'))).toBe('PersonsList')
    expect(componentName(routeByPattern('/user/persons/:id/base-info'))).toBe('PersonsBaseInfoForm')
    expect(componentName(routeByPattern('/report/disease/detail/:id?'))).toBe('DiseaseDetailReport')
    expect(componentName(routeByPattern('/ancestry/ytree/:id'), ROUTES)).toBe('AncestryYtreeByIdDetail')
    expect(componentName(routeByPattern('/ancestry/ytree/detail'), ROUTES)).toBe('AncestryYtreeDetail')
  })

  it('writes, for every route, a thin page module in its place and the rest in its feature folder', () => {
    const names = new Map<string, string>()
    for (const route of ROUTES) {
      const { name, files: out } = files(route, ROUTES)
      const page = out[`src/${route.page}.tsx`]
      expect(page).toContain(`from '@/features/${route.feature}/components/${name}'`)
      expect(page).toMatch(/^\/\/ SCAFFOLD:/m)
      for (const file of Object.keys(out)) {
        if (file !== `src/${route.page}.tsx`) expect(file.startsWith(`src/features/${route.feature}/`)).toBe(true)
      }
      // two routes of one feature never write the same component
      const key = `${route.feature}/${name}`
      expect([key, names.get(key)]).toEqual([key, undefined])
      names.set(key, route.pattern)
    }
  })

  it('a skeleton page counts as not built until its SCAFFOLD line is removed', () => {
    const route = routeByPattern('/user/persons/:id')!
    const page = files(route).files[`src/${route.page}.tsx`]
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-')), 'index.tsx')
    fs.writeFileSync(file, page)
    expect(isBuilt(file)).toBe(false)
    fs.writeFileSync(file, page.replace(/^\/\/ SCAFFOLD:.*\n/m, ''))
    expect(isBuilt(file)).toBe(true)
  })
})
