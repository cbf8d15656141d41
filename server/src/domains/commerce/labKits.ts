/**
 * KitSupply over the laboratory's kit batches (server/src/domains/lab, through its index): a
 * paid sampled order takes a kit of its SKU that no shipment has taken yet, oldest batch first.
 * The unique index on shipments.barcode makes two orders never share a kit (a race loses on the
 * index and is fulfilled again by the timer with the next kit).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import type { LabService } from '../lab'
import type { KitSupply } from './delivery'
import './tables'

export class LabKitSupply implements KitSupply {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lab: Pick<LabService, 'batches' | 'batchBarcodes'>
  ) {}

  async assign({ sku }: { sku: string; orderNo: string }): Promise<string | null> {
    const batches = (await this.lab.batches()).list.filter(b => b.sku === sku).sort((a, b) => a.id - b.id)
    for (const batch of batches) {
      const barcodes = await this.lab.batchBarcodes(batch.id)
      if (!barcodes.length) continue
      const taken = new Set((await this.db.selectFrom('shipments').select('barcode').where('barcode', 'in', barcodes).execute()).map(r => r.barcode))
      const free = barcodes.find(b => !taken.has(b))
      if (free) return free
    }
    return null
  }
}
