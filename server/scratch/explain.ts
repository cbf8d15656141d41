import pg from 'pg'
import { createDatabase, migrateToLatest } from '../src/db'
import { seedRelatives } from '../bench/relativesSeed'
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres'
async function main() {
  const name = 'xungen_scratch_apispeed'
  const target = process.argv[3] ?? ''
  const admin = new pg.Client(ADMIN); await admin.connect()
  if (process.argv[2] === 'create') {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
    const url = target || `postgres://postgres@127.0.0.1:5432/${name}`
    const h = createDatabase(url); await migrateToLatest(h.db)
    const ids: number[] = []
    for (let i = 0; i < 20; i++) {
      const r = await h.db.insertInto('users').values({ nation_code: '86', phone: null, name: null, name_key: null, avatar_start_color: null, avatar_end_color: null, avatar_upload_id: null, pending_avatar_upload_id: null, password_hash: null, wechat_openid: null, wechat_unionid: null, is_wechat: 0, user_state: 1, profile_completed: 1, created_at: 0, updated_at: 0, name_changed_at: null, deleted_at: null } as any).returning('id').executeTakeFirstOrThrow()
      ids.push(r.id)
    }
    await h.close()
    console.log(await seedRelatives(url, ids, { population: 20000, matchesPerUser: 150, backgroundMatchesPerKit: 5 }).then(r => r.rows))
  }
  await admin.end()
}
main()
