/**
 * One name per health area everywhere (contracts' HEALTH_AREAS): page titles, route titles,
 * menus, the upgrade page. The retired names of an area (携带者筛查 / 变异携带, 疾病风险,
 * 皮肤特征) appear in no page title, route or menu.
 */
import fs from 'fs'
import path from 'path'
import { HEALTH_AREAS, RETIRED_AREA_NAMES, areaNameOfCategoryKey } from '@xungen/contracts'
import { HEALTH_MENU } from '@/components/SiteHeader/menus'
import { CATEGORY_LABELS } from '@/features/commerce/model/upgrade'

const root = path.resolve(__dirname, '../../../..')
const files = (dir: string, test: (f: string) => boolean): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(path.join(dir, e.name), test) : test(e.name) ? [path.join(dir, e.name)] : []))
const RETIRED = Object.values(RETIRED_AREA_NAMES).flat()
// "老年疾病风险" is another page's own name, not the disease area's
const retiredIn = (text: string) => RETIRED.filter(n => text.replace(/老年疾病风险/g, '').includes(n))

describe('one name per health area', () => {
  it('page titles and route titles use no retired name', () => {
    const configs = files(path.join(root, 'src/subpackages'), f => f === 'index.config.ts')
    const routes = files(path.join(root, 'src/routes/table'), f => f.endsWith('.ts'))
    const bad = [...configs, ...routes].flatMap(f => retiredIn(fs.readFileSync(f, 'utf8')).map(n => `${path.relative(root, f)}: ${n}`))
    expect(bad).toEqual([])
  })

  it('the area list pages are titled by the area\'s name', () => {
    const title = (rel: string) => /navigationBarTitleText: '([^']*)'/.exec(fs.readFileSync(path.join(root, 'src/subpackages/report', rel, 'index.config.ts'), 'utf8'))![1]
    expect(title('disease')).toBe(HEALTH_AREAS.disease.name)
    expect(title('carrier-status')).toBe(HEALTH_AREAS.carrier.name)
    expect(title('traits')).toBe(HEALTH_AREAS.traits.name)
    expect(title('skin/detail')).toBe(`${HEALTH_AREAS.skin.name}详情`)
  })

  it('the site menu and the upgrade page use the areas\' names', () => {
    const labels = (HEALTH_MENU.items ?? []).map(i => i.label)
    for (const area of Object.values(HEALTH_AREAS)) expect(labels).toContain(area.name)
    expect(labels.filter(l => RETIRED.includes(l))).toEqual([])
    expect(CATEGORY_LABELS.inherit).toBe(HEALTH_AREAS.carrier.name)
    expect(CATEGORY_LABELS.skin_scene).toBe(areaNameOfCategoryKey('skin_scene'))
  })
})
