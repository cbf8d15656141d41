/** One part of `npm run eval`: what it printed and the targets of the issue it checked. */
export interface EvalTarget {
  name: string
  value: number
  target: number
  met: boolean
  lowerIsBetter?: boolean
  note?: string
}

export interface EvalSection {
  title: string
  lines: string[]
  targets: EvalTarget[]
}

export function formatTargets(sections: EvalSection[]): string[] {
  const out: string[] = []
  for (const s of sections) {
    for (const t of s.targets) {
      const v = t.target < 1 && t.value <= 1 && !t.lowerIsBetter ? `${(100 * t.value).toFixed(2)} %` : t.value.toFixed(4)
      out.push(`${t.met ? 'MET   ' : 'MISSED'}  ${t.name}: ${v}${t.note ? ` (${t.note})` : ''}`)
    }
  }
  return out
}
