import { execFileSync } from 'child_process'
import path from 'path'
import { THOUSAND_GENOMES_POPULATION_ZH } from '@xungen/contracts'
import { ancestryMapSvg, ancestryMapUri, dotRadius, project, regionOf, regionShares } from '../ancestryMap'
import { POPULATION_PLACES } from '../ancestryMap'
import { WORLD_LAND, WORLD_LAND_HEIGHT, WORLD_LAND_WIDTH } from '../ancestryMap'

describe('the ancestry map (issue 29)', () => {
  it('places every 1000 Genomes population once, inside the map', () => {
    const codes = POPULATION_PLACES.map(p => p.code)
    expect(new Set(codes).size).toBe(26)
    expect(codes.sort()).toEqual(Object.keys(THOUSAND_GENOMES_POPULATION_ZH).sort())
    for (const p of POPULATION_PLACES) {
      const { x, y } = project(p.lat, p.lon)
      expect(x > 0 && x < WORLD_LAND_WIDTH && y > 0 && y < WORLD_LAND_HEIGHT).toBe(true)
    }
    // Beijing lies north-east of Xishuangbanna on the map
    const at = (c: string) => { const p = POPULATION_PLACES.find(q => q.code === c)!; return project(p.lat, p.lon) }
    expect(at('CHB').x).toBeGreaterThan(at('CDX').x)
    expect(at('CHB').y).toBeLessThan(at('CDX').y)
  })

  it('sizes a region’s dots by the person’s share of it, sub-regions rolled up', () => {
    expect(regionOf('EAS/Han Chinese')).toBe('EAS')
    expect(regionShares([{ id: 'EAS', proportion: 0.9 }, { id: 'EUR', proportion: 0.1 }])).toEqual({ EAS: 0.9, EUR: 0.1 })
    expect(dotRadius(0)).toBeLessThan(dotRadius(0.1))
    expect(dotRadius(0.1)).toBeLessThan(dotRadius(1))
    const svg = ancestryMapSvg([{ id: 'EAS', proportion: 1 }])
    expect(svg.match(/<circle /g)).toHaveLength(26)
    expect(svg).toContain(`r="${dotRadius(1)}"`)
    expect(ancestryMapUri([{ id: 'EAS', proportion: 1 }])).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  })

  it('draws the land from the generated outline, which is up to date with its source', () => {
    expect(WORLD_LAND.split(';').length).toBeGreaterThan(50)
    execFileSync(process.execPath, [path.join(__dirname, '../../../../../scripts/build-world-map.js'), '--check'], { stdio: 'pipe' })
  })
})
