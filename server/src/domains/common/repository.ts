/** SQL of the common domain (description configs). */
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import type { DescriptionConfigsTable } from '../../db/schema'

export class CommonRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findDescriptionConfigs(keys: readonly string[]): Promise<DescriptionConfigsTable[]> {
    if (keys.length === 0) return []
    return this.db.selectFrom('description_configs').selectAll().where('key', 'in', [...keys]).execute()
  }

  async findDescriptionConfig(key: string): Promise<DescriptionConfigsTable | undefined> {
    return this.db.selectFrom('description_configs').selectAll().where('key', '=', key).executeTakeFirst()
  }
}
