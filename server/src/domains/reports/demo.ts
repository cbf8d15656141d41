/**
 * The demo report of sample mode (spec 4 "Sample (demo) mode"): anonymous visitors and users
 * without a report see the report of a real person from the open 1000 Genomes data, computed by
 * the same analysis as a customer's file and marked 示例 on every answer.
 *
 * NA18525 is a Han Chinese woman from Beijing (CHB) of 1000 Genomes phase 3 with phase 1 mtDNA
 * calls; the reference directory holds her genotypes at the ancestry markers and on chrMT, which
 * is what the engine writes into her file (writeThousandGenomesFile). A female sample has no Y.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { writeThousandGenomesFile } from '@xungen/genome/src'
import { analyzeRawFile, type GenomeAnalysis } from './genome'

export const DEMO_SAMPLE = { id: 'NA18525', population: 'CHB', label: '示例', personName: '示例用户', sex: 'female' as const, barcode: 'SAMPLE' }

let demo: Promise<GenomeAnalysis> | null = null

export function demoAnalysis(): Promise<GenomeAnalysis> {
  demo ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-demo-'))
    try {
      const file = path.join(dir, `${DEMO_SAMPLE.id}.txt`)
      await writeThousandGenomesFile({ sample: DEMO_SAMPLE.id, out: file })
      return await analyzeRawFile(new Uint8Array(fs.readFileSync(file)), `${DEMO_SAMPLE.id}.txt`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })().catch(err => {
    demo = null
    throw err
  })
  return demo
}
