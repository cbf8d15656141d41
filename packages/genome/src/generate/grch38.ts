import * as fs from 'fs'
import { parseChrom } from '../core/chromosome'
import { loadChain } from '../liftover'
import { getReference, Reference } from '../reference'

/** GRCh38 primary chromosome lengths for ##contig lines (GRCh38.p13) */
const GRCH38_LENGTHS: Record<string, number> = {
  1: 248956422, 2: 242193529, 3: 198295559, 4: 190214555, 5: 181538259, 6: 170805979, 7: 159345973, 8: 145138636, 9: 138394717, 10: 133797422,
  11: 135086622, 12: 133275309, 13: 114364328, 14: 107043718, 15: 101991189, 16: 90338345, 17: 83257441, 18: 80373285, 19: 58617616, 20: 64444167,
  21: 46709983, 22: 50818468, X: 156040895, Y: 57227415, MT: 16569
}

/**
 * The GRCh38 twin of a GRCh37 VCF the generator wrote: every record lifted with the UCSC
 * hg19ToHg38 chain (chrMT kept: rCRS in both), records that do not lift (no chain, another
 * chromosome, minus strand, or not back to the same place with hg38ToHg19) left out and counted, the header saying GRCh38. For the test that a
 * GRCh38 file gives the same calls as its GRCh37 twin (SYNTHETIC data, as its source).
 */
export async function writeGrch38Twin(vcf37: string, out: string, ref: Reference = getReference()): Promise<{ written: number; leftOut: number }> {
  const chain = await loadChain('liftover-hg19-to-hg38', ref)
  const back = await loadChain('liftover-hg38-to-hg19', ref)
  const lines = fs.readFileSync(vcf37, 'utf8').split('\n')
  const header: string[] = []
  const body: string[] = []
  let leftOut = 0
  for (const line of lines) {
    if (!line) continue
    if (line.startsWith('##contig') || line.startsWith('##reference')) continue
    if (line.startsWith('#CHROM')) {
      header.push('##reference=GRCh38', ...Object.entries(GRCH38_LENGTHS).map(([c, len]) => `##contig=<ID=${c},length=${len},assembly=GRCh38>`), '##xungen_note=positions lifted from the GRCh37 twin with the UCSC hg19ToHg38 chain', line)
      continue
    }
    if (line.startsWith('#')) {
      header.push(line)
      continue
    }
    const f = line.split('\t')
    const chrom = parseChrom(f[0])
    if (chrom === 26) {
      body.push(line)
      continue
    }
    const r = chain.lift(chrom, Number(f[1]))
    // a position whose GRCh38 place the reverse chain sends elsewhere (the two UCSC chains are
    // not exact inverses in a few duplicated regions) is left out: the twin must be exact
    if (r.outcome !== 'mapped' || back.lift(chrom, r.pos).pos !== Number(f[1])) {
      leftOut++
      continue
    }
    f[1] = String(r.pos)
    body.push(f.join('\t'))
  }
  fs.writeFileSync(out, header.join('\n') + '\n' + body.join('\n') + '\n')
  return { written: body.length, leftOut }
}
