import { parseChrom } from '../core/chromosome'
import { loadPanel, LoadedPanel, LoadPanelOptions } from '../panel/cache'
import type { PanelMarkerSpec, PanelProvider } from '../panel/types'
import { getReference, Reference } from '../reference'

/**
 * The reference catalogue: every marker whose plus-strand GRCh37 alleles a reference source
 * states, so that a file's calls at those positions are checked against real alleles (strand
 * flips found, third alleles refused) and a layout gets its allele pairs from the reference
 * rather than from the files. Sources, in priority order (the merge rule of panel/build.ts):
 * the knowledge base's markers, the ancestry AIMs, the chip-style ISOGG Y-SNPs, one mtDNA probe
 * per PhyloTree branch, then the peddy and GrafAnc site lists and HapMap 3 chr1.
 * No synthetic marker: the catalogue is built with no fill (targetSize 0).
 *
 * This registry is the one place that knows the domains: panel/ stays generic and imports
 * nothing above it.
 */
export const CATALOGUE_PROVIDERS: PanelProvider[] = [
  {
    name: 'knowledge',
    version: '2',
    provide: async () => [...(require('../knowledge/load') as typeof import('../knowledge/load')).loadKnowledgeBase().markers.values()].map(m => ({ rsid: m.rsid, chrom: parseChrom(m.chrom), pos: m.pos, a1: m.ref, a2: m.alt, source: 'knowledge' }))
  },
  // the domains' modules load only when the catalogue is built (a cached catalogue needs none);
  // require, not import(): under the CommonJS TypeScript loader of `npm start` and the tests a
  // dynamic import() goes to Node's own ESM loader, which cannot resolve these .ts paths
  { name: 'ancestry-aims', version: '1', provide: async ref => (require('../ancestry/load') as typeof import('../ancestry/load')).ancestryPanelMarkers(ref) },
  { name: 'y-snps', version: '1', provide: async ref => (require('../lineage/y/panel') as typeof import('../lineage/y/panel')).yPanelMarkers(ref) },
  { name: 'mt-phylotree17', version: '1', provide: async ref => (require('../lineage/mt/panel') as typeof import('../lineage/mt/panel')).mtPanelMarkers(ref) },
  { name: 'snp-sites', version: '1', provide: ref => snpSiteMarkers(ref) }
]

/** peddy's 23,769 sites (REF first) and GrafAnc's 50,000 ancestry SNPs, both GRCh37 plus strand */
export async function snpSiteMarkers(ref: Reference): Promise<PanelMarkerSpec[]> {
  const out: PanelMarkerSpec[] = []
  if (ref.has('snp-sites-peddy-grch37')) {
    for await (const line of ref.lines('snp-sites-peddy-grch37')) {
      const [c, p, a, b] = line.split(':')
      const chrom = parseChrom(c)
      if (chrom && b) out.push({ rsid: `peddy:${c}:${p}`, chrom, pos: Number(p), a1: a, a2: b, source: 'peddy-sites' })
    }
  }
  if (ref.has('snp-sites-grafanc-grch37')) {
    for await (const line of ref.lines('snp-sites-grafanc-grch37')) {
      const f = line.split(/\s+/)
      const chrom = parseChrom(f[0] ?? '')
      if (chrom && f[5]) out.push({ rsid: `grafanc:${f[0]}:${f[3]}`, chrom, pos: Number(f[3]), a1: f[4], a2: f[5], source: 'grafanc-sites' })
    }
  }
  return out
}

const loaded = new Map<string, Promise<LoadedPanel>>()

/** The catalogue for a reference directory, cached on disk like a panel and kept in memory. */
export function loadCatalogue(ref: Reference = getReference()): Promise<LoadedPanel> {
  let p = loaded.get(ref.dir)
  if (!p) {
    p = loadPanel({ ref, providers: CATALOGUE_PROVIDERS, targetSize: 0 })
    loaded.set(ref.dir, p)
    p.catch(() => loaded.delete(ref.dir))
  }
  return p
}

/**
 * The generators' universe: the catalogue plus the genetic map's real positions (alleles drawn,
 * labelled synthetic; panel/synthetic.ts), up to `targetSize` markers. Simulated people live on
 * it; the vendor layouts of src/generate are cut from it. Never used by analysis.
 */
export function loadUniverse(options: Omit<LoadPanelOptions, 'providers'> = {}): Promise<LoadedPanel> {
  return loadPanel({ ...options, providers: CATALOGUE_PROVIDERS })
}
