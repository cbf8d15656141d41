/** The evidence levels of the knowledge base (docs/adr/0003) in words a reader understands. */
export const EVIDENCE_TEXT: Record<'A' | 'B' | 'C', { label: string; text: string }> = {
  A: { label: 'A 级证据', text: '临床用药指南（如 CPIC）或公认的临床遗传学结论（如 ClinVar 致病变异）。' },
  B: { label: 'B 级证据', text: '经重复验证、包含东亚人群的全基因组关联研究或荟萃分析。' },
  C: { label: 'C 级证据', text: '有重复报道的关联，但主要来自其他人群或尚无明确的健康意义，仅供参考（科研项目）。' }
}

export function citationLink(c: { pmid?: string | null; url?: string | null }): string | null {
  if (c.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${c.pmid}/`
  return c.url ?? null
}
