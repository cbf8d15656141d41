import type { PackedKit } from '../core/packed'
import type { FastPanelIndex } from '../panel/lookup'
import type { Reference } from '../reference'

/**
 * The haplogroup and ancestry callers live in src/lineage/{y,mt} and src/ancestry (another
 * area of the engine). The pipeline loads them when they are present and says "not available"
 * otherwise, so that analyze never invents a result for a part that does not exist yet.
 * Expected exports (issue 4): y: loadYTree(ref), callYHaplogroup(kit, index, tree);
 * mt: loadMtTree(ref), callMtHaplogroup(kit, index, tree); ancestry: loadAncestryPanel(ref),
 * estimateAncestry(kit, index, panel).
 */
export type PartName = 'y' | 'mt' | 'ancestry'

interface CallerModule {
  load(ref: Reference): unknown
  call(kit: PackedKit, index: FastPanelIndex, model: unknown): unknown
}

const MODULES: Record<PartName, { path: string; load: string; call: string }> = {
  y: { path: '../lineage/y', load: 'loadYTree', call: 'callYHaplogroup' },
  mt: { path: '../lineage/mt', load: 'loadMtTree', call: 'callMtHaplogroup' },
  ancestry: { path: '../ancestry', load: 'loadAncestryPanel', call: 'estimateAncestry' }
}

export function optionalModule(relPath: string): Record<string, unknown> | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return require(relPath)
  } catch (e) {
    const err = e as NodeJS.ErrnoException
    // only "this very module is absent" means not available; any other error is a real failure
    if (err.code === 'MODULE_NOT_FOUND' && err.message.split('\n')[0].includes(`'${relPath}'`)) return undefined
    throw e
  }
}

export function caller(part: PartName): CallerModule | { missing: string } {
  const spec = MODULES[part]
  const mod = optionalModule(spec.path)
  if (!mod) return { missing: `the ${part === 'ancestry' ? 'ancestry composition' : part === 'y' ? 'Y haplogroup' : 'mtDNA haplogroup'} caller (src/${spec.path.replace('../', '')}) is not part of this engine build yet` }
  const load = mod[spec.load]
  const call = mod[spec.call]
  if (typeof load !== 'function' || typeof call !== 'function') return { missing: `src/${spec.path.replace('../', '')} does not export ${spec.load} and ${spec.call} yet` }
  return { load: load as CallerModule['load'], call: call as CallerModule['call'] }
}
