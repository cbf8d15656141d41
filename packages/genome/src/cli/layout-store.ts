import * as fs from 'fs'
import * as path from 'path'
import { deserializeLayout, KitLayout, mergeLayoutAlleles, serializeLayout } from '../layout/layout'
import type { LayoutStore } from '../layout/read'
import { writeFileAtomic } from '../core/atomic-file'

/** Layouts kept as <dir>/<layout id>.xgl (the CLI's store; the server keeps them in its database). */
export interface DirectoryLayoutStore extends LayoutStore {
  readonly dir: string
  get(id: string): KitLayout | undefined
  /** stores a layout, merging the alleles of a copy already there (mergeLayoutAlleles) */
  put(layout: KitLayout, bytes?: Uint8Array): void
  /** keeps a layout for this process only (later files of its chip are coded against it) */
  remember(layout: KitLayout): void
  list(): string[]
  /** bytes of the stored layout file (0 when not stored) */
  size(id: string): number
}

export function directoryLayoutStore(dir: string): DirectoryLayoutStore {
  const file = (id: string) => path.join(dir, `${id}.xgl`)
  const memory = new Map<string, KitLayout>()
  // a layout read from the directory is kept for the process: many kits share one (match-index build)
  const read = new Map<string, { mtimeMs: number; size: number; layout: KitLayout }>()
  const fromDisk = (id: string): KitLayout | undefined => {
    let st: fs.Stats
    try {
      st = fs.statSync(file(id))
    } catch {
      return undefined
    }
    const hit = read.get(id)
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.layout
    const layout = deserializeLayout(fs.readFileSync(file(id)))
    read.set(id, { mtimeMs: st.mtimeMs, size: st.size, layout })
    return layout
  }
  const get = (id: string) => memory.get(id) ?? fromDisk(id)
  return {
    remember: layout => void memory.set(layout.id, layout),
    dir,
    get,
    put(layout, bytes) {
      fs.mkdirSync(dir, { recursive: true })
      const there = get(layout.id)
      const merged = there ? mergeLayoutAlleles(there, layout) : layout
      // bytes: the caller's serialisation of `layout`, used when there is nothing to merge with
      writeFileAtomic(file(layout.id), bytes && !there ? bytes : serializeLayout(merged))
    },
    size: id => (fs.existsSync(file(id)) ? fs.statSync(file(id)).size : 0),
    list: () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter(f => f.endsWith('.xgl')).map(f => f.slice(0, -4)) : [])
  }
}
