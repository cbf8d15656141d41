/**
 * A domain: one business area of the product (accounts, persons, lab, reports, relatives,
 * commerce, family, community, content, ...), one folder `server/src/domains/<area>/` whose
 * `index.ts` default-exports `defineDomain({...})`. That index is the domain's only entry for
 * other domains (they import `../<area>`, never a file inside it); load.ts finds the folders and
 * registers them, so adding a domain touches no list.
 *
 * Inside the folder, by convention: routes.ts (serve() calls, HTTP only), service.ts (rules; no
 * Fastify request or reply), repository.ts (Kysely queries), jobs.ts (queue jobs), seed.ts
 * (versioned data), migrations/ (its tables, one file per change, named YYYY_MM_DD_HHMM_subject);
 * a large area splits them into sub-folders (accounts/auth, accounts/users).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Migration } from 'kysely'
import type { EndpointArea } from '@xungen/contracts/endpoints'
import type { JobDeclaration } from '../jobs'
import type { Seed } from '../seed'

export interface Domain {
  /** the folder name */
  readonly name: string
  /** the Fastify plugin: routes, and decorations other domains read (wrap it with fastify-plugin for those) */
  readonly plugin: FastifyPluginAsync
  /** domains whose plugin must be registered before this one (what it reads from them at start) */
  readonly after?: readonly string[]
  /** the areas of @xungen/contracts/endpoints whose endpoints this domain serves (api:report) */
  readonly endpoints?: readonly EndpointArea[]
  /** data the product needs (seed/index.ts runs them, versioned) */
  readonly seeds?: readonly Seed[]
  /** the domain's queue jobs (its jobs.ts, defineJob); registered after every domain's plugin */
  readonly jobs?: readonly JobDeclaration[]
  /**
   * the migrations of the domain's tables, by name (the file's name in its migrations/ folder);
   * run with the core's and every other domain's in the order of their names (db/migrations)
   */
  readonly migrations?: Readonly<Record<string, Migration>>
}

export function defineDomain(domain: Domain): Domain {
  return domain
}

export function isDomain(value: unknown): value is Domain {
  if (typeof value !== 'object' || value === null) return false
  const d = value as Record<string, unknown>
  return typeof d.name === 'string' && typeof d.plugin === 'function'
}
