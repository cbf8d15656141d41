/**
 * The ancestry map on the pages (issue 29): the drawing is shared with the report PDF
 * (@xungen/contracts/ancestryMap); here, the SVG as an image source for <Image>.
 */
import { ancestryMapSvg, type MapRegionShare } from '@xungen/contracts/ancestryMap'

export * from '@xungen/contracts/ancestryMap'

/** the map as an image source for <Image> (H5 and the mini-program alike) */
export function ancestryMapUri(regions: readonly MapRegionShare[]): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(ancestryMapSvg(regions))
}
