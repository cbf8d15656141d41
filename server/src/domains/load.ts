/**
 * Finds the domains: every folder of server/src/domains with an index (index.ts from source,
 * index.js once compiled) whose default export is a Domain (domain.ts). They are ordered so that a
 * domain comes after those it names in `after`, otherwise by name, so that start-up is the same
 * on every machine. A folder without an index is a mistake and stops the start.
 */
import fs from 'fs'
import path from 'path'
import { isDomain, type Domain } from './domain'

export const DOMAINS_DIR = __dirname

export function loadDomains(dir: string = DOMAINS_DIR): Domain[] {
  const found: Domain[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue
    const folder = path.join(dir, entry.name)
    if (!['index.ts', 'index.js'].some(f => fs.existsSync(path.join(folder, f)))) throw new Error(`domain folder ${entry.name} has no index.ts`)
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const loaded: unknown = require(folder).default
    if (!isDomain(loaded)) throw new Error(`domains/${entry.name}/index.ts must default-export defineDomain({...})`)
    if (loaded.name !== entry.name) throw new Error(`domains/${entry.name}/index.ts names itself ${loaded.name}`)
    found.push(loaded)
  }
  return orderDomains(found)
}

/** Topological order by `after`, ties by name. */
export function orderDomains(domains: readonly Domain[]): Domain[] {
  const byName = new Map(domains.map(d => [d.name, d]))
  const ordered: Domain[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (d: Domain, trail: string[]) => {
    if (state.get(d.name) === 'done') return
    if (state.get(d.name) === 'visiting') throw new Error(`domains depend on each other in a circle: ${[...trail, d.name].join(' → ')}`)
    state.set(d.name, 'visiting')
    for (const name of d.after ?? []) {
      const dep = byName.get(name)
      if (!dep) throw new Error(`domain ${d.name} comes after ${name}, which does not exist`)
      visit(dep, [...trail, d.name])
    }
    state.set(d.name, 'done')
    ordered.push(d)
  }
  for (const d of [...domains].sort((a, b) => a.name.localeCompare(b.name))) visit(d, [])
  return ordered
}
