/** Where the engine's kit layouts (chip marker lists; not personal data) are kept: file storage, one object per layout id. */
import type { FileStorage } from '../../storage'
import type { LayoutBytesStore } from './genome'

export function storageLayouts(storage: FileStorage): LayoutBytesStore {
  const key = (id: string) => `layouts/${id}.xgl`
  return {
    get: async id => ((await storage.exists(key(id))) ? new Uint8Array(await storage.read(key(id))) : null),
    put: async (id, bytes) => void (await storage.put(key(id), Buffer.from(bytes)))
  }
}
