/**
 * The ancestry map (issue 29), shared by the pages (src/features/ancestry) and the report PDF
 * (server: drawn with pdfkit from the same rings and places): the world's land (Natural Earth, pre-projected by
 * scripts/build-world-map.js), the reference populations' sampling places as dots in their
 * region's colour, each dot's size growing with the person's share of that region. Drawn as an
 * SVG data URI shown with <Image>, the way the brand mark is, so that H5 and the mini-program
 * share one drawing and no map library, tile service or network call is involved; the legend
 * and the text equivalent under it are plain text.
 */
import { POPULATION_PLACES, REGION_COLOURS, type PopulationPlace } from './populationPlaces'
import { WORLD_LAND, WORLD_LAND_HEIGHT, WORLD_LAND_WIDTH } from './worldLand'

export * from './populationPlaces'
export * from './worldLand'

export interface MapRegionShare {
  /** AFR, EUR, EAS, SAS, AMR, or a sub-region 'EAS/…' (its parent region is used) */
  id: string
  proportion: number
}

/** the continental region of a composition id ('EAS/Han Chinese' → 'EAS') */
export const regionOf = (id: string): string => id.split('/')[0]

/** x, y on the map of a place (equirectangular, as the land outline) */
export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: lon + 180, y: 90 - lat }
}

/** dot radius in map degrees: a small dot for a region the person has none of, up to 5 for all */
export function dotRadius(share: number): number {
  const s = Math.max(0, Math.min(1, share))
  return Number((1.2 + 3.8 * Math.sqrt(s)).toFixed(2))
}

export function regionShares(regions: readonly MapRegionShare[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const r of regions) out[regionOf(r.id)] = (out[regionOf(r.id)] ?? 0) + r.proportion
  return out
}

/** the world's land as rings of [x, y] points in map degrees (the PDF draws them as paths) */
export function worldLandRings(): Array<Array<[number, number]>> {
  return WORLD_LAND.split(';').map(r => r.split(' ').map(p => p.split(',').map(Number) as [number, number]))
}

/** the map as SVG markup */
export function ancestryMapSvg(regions: readonly MapRegionShare[], places: readonly PopulationPlace[] = POPULATION_PLACES): string {
  const shares = regionShares(regions)
  const land = WORLD_LAND.split(';').map(r => `M${r}Z`).join('')
  const dots = [...places]
    .sort((a, b) => (shares[a.region] ?? 0) - (shares[b.region] ?? 0))
    .map(p => {
      const { x, y } = project(p.lat, p.lon)
      const share = shares[p.region] ?? 0
      const colour = REGION_COLOURS[p.region]
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${dotRadius(share)}" fill="${colour}" fill-opacity="${share > 0 ? 0.85 : 0.35}" stroke="#fff" stroke-width="0.4"${p.approximate ? ' stroke-dasharray="0.8 0.6"' : ''}/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WORLD_LAND_WIDTH * 2}" height="${WORLD_LAND_HEIGHT * 2}" viewBox="0 0 ${WORLD_LAND_WIDTH} ${WORLD_LAND_HEIGHT}"><rect width="${WORLD_LAND_WIDTH}" height="${WORLD_LAND_HEIGHT}" fill="#eef4f6"/><path d="${land}" fill="#d9e2dc" stroke="#b5c4ba" stroke-width="0.25"/>${dots}</svg>`
}
