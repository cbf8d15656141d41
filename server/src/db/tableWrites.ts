/**
 * Tells listeners which tables the app's own queries wrote, as soon as each write has run (on
 * app.db and every transaction made from it): what an in-memory copy of a row (the session
 * cache, domains/accounts/auth/sessionCache.ts) needs to drop that copy before the next request
 * of this process reads it. Writes of other processes reach it another way (PostgreSQL
 * notifications); raw SQL (sql`...`) is not seen.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'

export interface TableWrite {
  table: string
  kind: 'insert' | 'update' | 'delete'
  /** the columns an update sets (empty for inserts and deletes) */
  columns: string[]
}

export type TableWriteListener = (write: TableWrite) => void

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node)
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  return null
}

/** the table and columns a write query touches; null for reads and raw SQL */
export function writeOf(node: RootOperationNode): TableWrite | null {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(node.into)
      return table ? { table, kind: 'insert', columns: [] } : null
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table)
      const columns = (node.updates ?? []).map(u => (u.column as unknown as { column: { name: string } }).column.name)
      return table ? { table, kind: 'update', columns } : null
    }
    case 'DeleteQueryNode': {
      const table = tableName(node.from.froms[0])
      return table ? { table, kind: 'delete', columns: [] } : null
    }
    default:
      return null
  }
}

export class TableWrites {
  private readonly listeners = new Map<string, TableWriteListener[]>()
  private readonly pending = new WeakMap<object, TableWrite>()

  /** calls `listener` after every write the app's queries make to one of `tables` */
  on(tables: readonly string[], listener: TableWriteListener): void {
    for (const t of tables) this.listeners.set(t, [...(this.listeners.get(t) ?? []), listener])
  }

  plugin(): KyselyPlugin {
    return {
      transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => {
        if (this.listeners.size && (args.node.kind === 'InsertQueryNode' || args.node.kind === 'UpdateQueryNode' || args.node.kind === 'DeleteQueryNode')) {
          const write = writeOf(args.node)
          if (write && this.listeners.has(write.table)) this.pending.set(args.queryId, write)
        }
        return args.node
      },
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
        const write = this.pending.get(args.queryId)
        if (write) {
          this.pending.delete(args.queryId)
          for (const l of this.listeners.get(write.table) ?? []) l(write)
        }
        return args.result
      }
    }
  }
}
