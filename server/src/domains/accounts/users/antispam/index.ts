/**
 * Sensitive-word checking (spec 5: "sensitive-word checking ... through server calls"). One
 * interface; the default is a local word list (words.zh.txt beside this file, one word a line,
 * '#' comments) matched after folding: NFKC (full-width to half-width), lower case, and without
 * spaces and punctuation, so that '管 理-员' and 'ＡＤＭＩＮ' are caught. A deployment with a
 * moderation service (Aliyun Green, NetEase Yidun) puts it behind the same interface
 * (ServiceOverrides.antispam).
 */
import fs from 'fs'
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
  private readonly words: string[]

  constructor(words: readonly string[]) {
    this.words = [...new Set(words.map(foldText).filter(Boolean))]
  }

  static fromFile(file = path.join(__dirname, 'words.zh.txt')): WordListAntispam {
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    return new WordListAntispam(lines.map(l => l.replace(/#.*/, '').trim()).filter(Boolean))
  }

  async checkText(text: string): Promise<AntispamResult> {
    const folded = foldText(text)
    const hits = this.words.filter(w => folded.includes(w))
    return { ok: hits.length === 0, hits }
  }
}
