/** Rules of the common domain. */
import type { DescriptionConfig, DescriptionListData } from '@xungen/contracts'
import { notFound } from '../../errors'
import type { DescriptionConfigsTable } from '../../db/schema'
import type { CommonRepository } from './repository'

function toDescriptionConfig(row: DescriptionConfigsTable): DescriptionConfig {
  return { key: row.key, name: row.name, content: row.content, contentType: row.content_type }
}

export class CommonService {
  constructor(private readonly repository: CommonRepository) {}

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
