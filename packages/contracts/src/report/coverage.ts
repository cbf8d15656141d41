/**
 * "未检出" means, in a Chinese genetic report, that the variant was looked for and not found.
 * An item whose markers the chip (or the imported file) never read is not that: it reads
 * 未检测（芯片未覆盖）. When a file covers few of the report's items, the report says so above
 * everything (an imported file of another chip can leave most items uncovered), and says why
 * the locked items are locked. Pages and the PDF word it from here.
 */

/** an item the data cannot answer: its markers are not on the chip or the file */
export const NOT_COVERED_LABEL = '未检测（芯片未覆盖）'
/** the same, where a count is shown: "3 项未检测（芯片未覆盖）" */
export const NOT_COVERED_COUNT = (n: number) => `${n} 项未检测（芯片未覆盖）`
export const NOT_COVERED_TEXT = '您的数据中没有这个项目所需的位点（所用芯片或导入的文件没有检测这些位点），因此无法给出结果。这不等于“检测后未发现变异”。'
/** a score marker the chip did not read, counted at the East Asian average */
export const NOT_COVERED_MARKERS = (names: readonly string[]) => `有 ${names.length} 个位点芯片未覆盖（${names.join('、')}），按东亚人群的平均水平计入。`

/** below this share of the report's open items answered, the report shows the coverage banner */
export const LOW_COVERAGE_BELOW = 0.6

export interface CoverageCounts {
  /** items of the report (open and locked) */
  total: number
  /** open items the data cannot answer */
  notCovered: number
  /** items the product does not include */
  locked: number
}

export interface Coverage {
  /** share of the open items the data answers (1 when there is none) */
  share: number
  low: boolean
  /** the banner's text, null when coverage is fine and nothing is locked without a word */
  banner: string | null
}

/** `scope`: the whole report (its home, the PDF) or one area's list page */
export function reportCoverage(c: CoverageCounts, scope: 'report' | 'area' = 'report'): Coverage {
  const open = Math.max(0, c.total - c.locked)
  const answered = Math.max(0, open - c.notCovered)
  const share = open ? answered / open : 1
  const low = open > 0 && share < LOW_COVERAGE_BELOW
  if (!low) return { share, low, banner: null }
  const parts = [`您的数据只覆盖了${scope === 'report' ? '本报告' : '这一类'} ${open} 个已解锁项目中的 ${answered} 个：其余 ${c.notCovered} 个项目所需的位点不在所用芯片或导入的文件中，显示为“${NOT_COVERED_LABEL}”，这不代表检测后未发现变异。`]
  if (c.locked > 0) parts.push(`另有 ${c.locked} 个项目不在您当前的产品中，显示为未解锁，升级后即可查看。`)
  parts.push('如需这些项目的结果，可使用覆盖更全面的芯片重新检测。')
  return { share, low, banner: parts.join('') }
}
