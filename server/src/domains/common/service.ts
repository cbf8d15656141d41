/** Rules of the common domain. */
import type { DescriptionConfig, DescriptionListData } from '@xungen/contracts'
import { notFound } from '../../errors'
import type { DescriptionConfigsTable } from '../../db/schema'
import type { Antispam } from '../accounts'
import type { CommonRepository } from './repository'

function toDescriptionConfig(row: DescriptionConfigsTable): DescriptionConfig {
  return { key: row.key, name: row.name, content: row.content, contentType: row.content_type }
}

export class CommonService {
  constructor(
    private readonly repository: CommonRepository,
    private readonly antispam: Antispam,
    /** the messages' and community's list (without the names' impersonation section) */
    private readonly communityAntispam: Antispam = antispam,
    /** WeChat's content check of the caller's text where configured */
    private readonly wechatCheck: ((userId: number, text: string) => Promise<boolean>) | null = null
  ) {}

  /**
   * POST antispam texts (spec 7.3 Common, spec 5 sensitive words): passed or not, per text, by the
   * same checks the write of that scene applies (so a text that passes here is not refused there
   * for its words); the matched words stay in the server.
   */
  async checkTexts(texts: readonly string[], userId: number | null = null, scene: 'profile' | 'community' = 'profile'): Promise<{ results: Array<{ passed: boolean }> }> {
    const list = scene === 'community' ? this.communityAntispam : this.antispam
    const results = await Promise.all(
      texts.map(async text => {
        if (!(await list.checkText(text)).ok) return { passed: false }
        if (this.wechatCheck && userId !== null && text.trim() && !(await this.wechatCheck(userId, text))) return { passed: false }
        return { passed: true }
      })
    )
    return { results }
  }

  /** The configs for the keys asked, in the order asked, each once; unknown keys are left out (the client keeps its defaults). */
  async descriptionList(keys: readonly string[]): Promise<DescriptionListData> {
    const unique = [...new Set(keys)]
    const rows = await this.repository.findDescriptionConfigs(unique)
    const byKey = new Map(rows.map(r => [r.key, r]))
    return { list: unique.flatMap(k => (byKey.has(k) ? [toDescriptionConfig(byKey.get(k)!)] : [])) }
  }

  async description(key: string): Promise<DescriptionConfig> {
    const row = await this.repository.findDescriptionConfig(key)
    if (!row) throw notFound('配置项不存在')
    return toDescriptionConfig(row)
  }
}
