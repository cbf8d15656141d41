/**
 * The demo report of sample mode (spec 4 "Sample (demo) mode"): anonymous visitors and users
 * without a report see the report of a real person from the open 1000 Genomes data, computed by
 * the same analysis as a customer's file and marked 示例 on every answer.
 *
 * NA18525 is a Han Chinese woman from Beijing (CHB) of 1000 Genomes phase 3 with phase 1 mtDNA
 * calls; the reference directory holds her genotypes at the ancestry markers and on chrMT, which
 * is what the engine writes into her file (writeThousandGenomesFile). A female sample has no Y.
 * Her open data has almost none of the health markers, so every health item would read 未检出:
 * the file also carries the knowledge base's other markers SIMULATED from their cited East Asian
 * frequencies (fixed seed), and the sample source says so on every answer that shows it.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { populationName } from '@xungen/contracts'
import { analyzeRawFile, lineageEvidence, writeThousandGenomesFile, type GenomeAnalysis, memoryLayoutStore, type LineageEvidence } from './genome'

export const DEMO_SAMPLE = { id: 'NA18525', population: 'CHB', label: '示例', personName: '示例用户', sex: 'female' as const, barcode: 'SAMPLE', healthSeed: 20261122 }

/** where the demo's data comes from, as every sample answer states it (the home header, the PDF) */
export const DEMO_SOURCE = `${DEMO_SAMPLE.id}，${populationName(DEMO_SAMPLE.population)}；健康位点为按东亚人群等位基因频率模拟的数据，不是这个人的基因型`

let demo: Promise<GenomeAnalysis> | null = null

/** the demo kit's layout, kept in memory beside it (not in file storage: the demo is no customer's chip) */
const demoLayoutStore = memoryLayoutStore()

export function demoAnalysis(): Promise<GenomeAnalysis> {
  demo ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-demo-'))
    try {
      const file = path.join(dir, `${DEMO_SAMPLE.id}.txt`)
      await writeThousandGenomesFile({ sample: DEMO_SAMPLE.id, out: file, simulateHealthMarkers: { seed: DEMO_SAMPLE.healthSeed } })
      return await analyzeRawFile(new Uint8Array(fs.readFileSync(file)), `${DEMO_SAMPLE.id}.txt`, undefined, demoLayoutStore)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })().catch(err => {
    demo = null
    throw err
  })
  return demo
}

let demoEvidence: Promise<LineageEvidence> | null = null

/**
 * The demo person's Y, mt and composition with their evidence (the ancestry report's sample mode,
 * the demo PDF): the same for every visitor, so computed once per process (it runs the engine's
 * ancestry estimate, a second of CPU on the event loop).
 */
export function demoLineageEvidence(): Promise<LineageEvidence> {
  demoEvidence ??= (async () => {
    const a = await demoAnalysis()
    const evidence = await lineageEvidence(a.kit, demoLayoutStore, DEMO_SAMPLE.sex)
    if (!evidence) throw new Error('the demo kit could not be read on its layout')
    return evidence
  })().catch(err => {
    demoEvidence = null
    throw err
  })
  return demoEvidence
}
