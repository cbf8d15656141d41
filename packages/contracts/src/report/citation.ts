/**
 * One reference as a clean citation, the same on the pages and in the PDF: authors. title.
 * journal, year. PMID. The knowledge base keeps the curators' notes beside a reference (how it
 * was read, the study's figures after the title, "author list not shown …"); they stay in the
 * data for the audit and are never printed.
 */
export interface CitationLike {
  authors?: string | null
  title: string
  journal?: string | null
  year?: number | null
  pmid?: string | null
  source?: string | null
}

/** a parenthesis holding a space is a note ("(author list not shown …)", "(2,022 cases …)"); "(5)" or "(Lond)" is part of a reference */
function dropNotes(s: string): string {
  let out = s
  for (;;) {
    const next = out.replace(/\s*\[[^\][]*\]/g, '').replace(/\s*\([^()]*\s[^()]*\)/g, '')
    if (next === out) break
    out = next
  }
  return out.replace(/\s+/g, ' ').trim()
}

const tidy = (t: string) => t.trim().replace(/[\s.。,;；]+$/, '')

/** the title without the notes a curator put after it: a trailing parenthesis with a digit, a space after a comma or a semicolon */
function cleanTitle(title: string): string {
  let t = title.replace(/\s*\[[^\][]*\]/g, '')
  for (;;) {
    const m = /\s*\(([^()]|\([^()]*\))*\)\s*$/.exec(t)
    if (!m) break
    const inner = m[0]
    if (!/\d|[;；]|, |\s\w+\s/.test(inner)) break
    t = t.slice(0, m.index)
  }
  return t.replace(/\s+/g, ' ').trim()
}

/** the authors as a short source note ("来源：X 等，2019"), without a curator's notes; null when the reference names none */
export function citationAuthors(c: Pick<CitationLike, 'authors'>): string | null {
  const authors = tidy(dropNotes(c.authors ?? ''))
  return authors && !/^et al\.?$/i.test(authors) ? authors : null
}

export function citationLine(c: CitationLike): string {
  const authors = tidy(dropNotes(c.authors ?? ''))
  const named = authors && !/^et al\.?$/i.test(authors) ? authors : ''
  const title = tidy(cleanTitle(c.title))
  const journal = tidy(dropNotes(c.journal ?? ''))
  const tail = c.pmid ? `PMID: ${c.pmid}` : c.source ? tidy(dropNotes(c.source)) : ''
  const parts = [named, title, [journal, c.year ? String(c.year) : ''].filter(Boolean).join(', ')].filter(Boolean)
  return `${parts.join('. ')}.${tail ? ` ${tail}.` : ''}`
}

/** words of a curator's note that a printed reference must never carry */
export const CITATION_NOTE_WORDS = /not shown|page read|pages read|as read|descriptive title|abstract only|what we read|library catalogue/i
