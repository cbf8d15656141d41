import * as fs from 'fs'
import * as path from 'path'

/**
 * Per-item genotype cases kept outside items.test.ts, so that curators of different categories
 * add their cases in their own files: every `cases/<name>.cases.ts` exports `CASES`, a record of
 * item id to cases. items.test.ts runs them with its own and requires one for every level.
 */
/** `sex` defaults to female; X-linked items need a male case for the hemizygous level */
export type ItemCase = { gt?: Record<string, string>; missing?: string[]; expect: string; sex?: 'male' | 'female' }

export function fileCases(dir: string = __dirname): Record<string, ItemCase[]> {
  const out: Record<string, ItemCase[]> = {}
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.cases.ts')).sort()) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const mod = require(path.join(dir, f)) as { CASES: Record<string, ItemCase[]> }
    for (const [id, cases] of Object.entries(mod.CASES)) {
      if (out[id]) throw new Error(`test cases for ${id} given twice (${f})`)
      out[id] = cases
    }
  }
  return out
}
