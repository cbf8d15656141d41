/**
 * Builds the engine's derived caches (.cache/genome or GENOME_CACHE_DIR) once: the marker
 * catalogue and its reference bases, the generators' universe, the ancestry panel, the relatives screening layout
 * (and the parsed genetic map it reads) and the two lift-over chains.
 * `npm test` runs it before its steps start side by side, so that a fresh checkout's test
 * processes read these files instead of each building them at the same moment.
 *
 *   node --import tsx packages/genome/scripts/warm-cache.ts
 */
import { loadAncestryPanel } from '../src/ancestry/load'
import { loadCatalogue, loadUniverse } from '../src/catalogue'
import { catalogueReferenceAlleles } from '../src/catalogue/reference-alleles'
import { loadChain } from '../src/liftover'
import { getReference } from '../src/reference'
import { createRelativesSetup } from '../src/relatives/context'

async function main(): Promise<void> {
  const t0 = Date.now()
  const ref = getReference()
  const catalogue = await loadCatalogue(ref)
  const { panel } = catalogue
  // the reference bases a VCF's whole-genome check reads (catalogue/reference-alleles.ts)
  await catalogueReferenceAlleles(catalogue, ref)
  // the generators' universe: the journeys and server tests write synthetic raw files on it
  await loadUniverse({ ref })
  loadAncestryPanel(ref)
  createRelativesSetup(panel, ref)
  await loadChain('liftover-hg38-to-hg19', ref)
  await loadChain('liftover-hg19-to-hg38', ref)
  console.log(`genome caches ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

main().catch(err => {
  console.error(`genome caches: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
