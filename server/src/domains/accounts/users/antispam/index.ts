/**
 * Sensitive-word checking (spec 5: "sensitive-word checking ... through server calls"). One
 * interface; the default is a local word list (words.zh.txt beside this file, one word a line,
 * '#' comments) matched after folding: NFKC (full-width to half-width), lower case, and without
 * spaces and punctuation, so that '管 理-员' and 'ＡＤＭＩＮ' are caught. The matching is
 * mint-filter's Aho–Corasick automaton (one pass over the text whatever the list's length); the
 * words are ours, kept as data in words.zh.txt (the Chinese lists bundled with npm filters were
 * not usable: machine translations that block everyday words, or a few dozen Traditional-only
 * words). A deployment with a
 * moderation service (Aliyun Green, NetEase Yidun) puts it behind the same interface
 * (ServiceOverrides.antispam).
 */
import fs from 'fs'
import { Mint } from 'mint-filter'
import path from 'path'

export interface AntispamResult {
  ok: boolean
  /** the listed words found (folded), for logs; never shown to the person */
  hits: string[]
}

export interface Antispam {
  checkText(text: string): Promise<AntispamResult>
}

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}_]+/gu, '')
}

export class WordListAntispam implements Antispam {
  private readonly matcher: Mint | null

  constructor(words: readonly string[]) {
    const folded = [...new Set(words.map(foldText).filter(Boolean))]
    this.matcher = folded.length ? new Mint(folded) : null
  }

  /**
   * The list of a file; `skipSections` leaves out the sections whose heading comment (a `# ...`
   * line) contains one of the words (the messages' check leaves out the names' "impersonating"
   * section: a message may name the service).
   */
  static fromFile(file = path.join(__dirname, 'words.zh.txt'), options: { skipSections?: readonly string[] } = {}): WordListAntispam {
    const words: string[] = []
    let skipping = false
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const heading = /^\s*#(.*)$/.exec(line)
      if (heading) {
        if (heading[1].trim()) skipping = (options.skipSections ?? []).some(w => heading[1].includes(w))
        continue
      }
      const word = line.replace(/#.*/, '').trim()
      if (word && !skipping) words.push(word)
    }
    return new WordListAntispam(words)
  }

  async checkText(text: string): Promise<AntispamResult> {
    const folded = foldText(text)
    if (!this.matcher || !folded) return { ok: true, hits: [] }
    const hits = this.matcher.filter(folded, { replace: false }).words
    return { ok: hits.length === 0, hits }
  }
}
