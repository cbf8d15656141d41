/**
 * npm run bench:orders: how many orders the commerce services create a second and how many
 * payment notifications they verify and apply a second, on SQLite (a temporary file) and, when
 * it answers, PostgreSQL (a temporary database on 127.0.0.1:5432 or BENCH_PG_URL). Each order
 * goes through the real path: pricing, idempotency key, insert and event in one transaction;
 * each notification through signature check, AES-GCM decryption, replay record, conditional
 * state change and ledger journal. Concurrency BENCH_CONCURRENCY (default 8), BENCH_ORDERS (2000).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import pg from 'pg'
import { createDatabase, migrateToLatest } from '../src/db'
import { runSeeds } from '../src/seed'
import { catalogueSeed, createCommerce } from '../src/domains/commerce'

const N = Number(process.env.BENCH_ORDERS ?? 2000)
const C = Number(process.env.BENCH_CONCURRENCY ?? 8)

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++])
  }))
}

async function run(label: string, url: string) {
  const handle = createDatabase(url, { poolSize: C + 2, onIdleConnectionError: () => undefined })
  try {
    await migrateToLatest(handle.db)
    await runSeeds(handle.db, [catalogueSeed])
    const commerce = createCommerce(handle.db, { clock: Date.now, kits: null })
    const receiver = { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门大街 1 号' }
    const ids = Array.from({ length: N }, (_, i) => i)
    const orders: string[] = new Array(N)
    let t0 = performance.now()
    await pool(ids, C, async i => {
      const o = await commerce.orders.create(100 + (i % 50), { commodityId: i % 2 ? 'standard-reuse' : 'ancestry-reuse', count: 1 + (i % 3), idempotencyKey: `bench-${i}-${process.pid}`, receiver })
      orders[i] = o.orderNo
    })
    const createS = (performance.now() - t0) / 1000
    const notes = await Promise.all(
      ids.map(async i => {
        const prepay = await commerce.orders.pay(100 + (i % 50), orders[i], 'WECHAT_H5')
        const prepayId = new URL((prepay as { url: string }).url, 'http://x').searchParams.get('prepayId')!
        return commerce.sandbox!.complete(prepayId, 'SUCCESS', Date.now())
      })
    )
    t0 = performance.now()
    let paid = 0
    await pool(ids, C, async i => {
      if ((await commerce.orders.handleNotification(notes[i].headers, notes[i].body)) === 'paid') paid++
    })
    const notifyS = (performance.now() - t0) / 1000
    const problems = await commerce.ledger.audit(handle.db)
    console.log(
      `${label.padEnd(10)} orders created: ${(N / createS).toFixed(0)}/s (${N} in ${createS.toFixed(2)} s)   notifications handled: ${(N / notifyS).toFixed(0)}/s (${paid} paid)   ledger ${problems.length ? 'BROKEN: ' + problems[0] : 'balanced'}   concurrency ${C}`
    )
  } finally {
    await handle.close()
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-bench-orders-'))
  try {
    await run('sqlite', `sqlite:${path.join(dir, 'bench.sqlite')}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
  try {
    await admin.connect()
  } catch {
    console.log('postgres   not reachable: skipped')
    return
  }
  const name = `xungen_bench_${process.pid}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const u = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    u.pathname = `/${name}`
    await run('postgres', u.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
