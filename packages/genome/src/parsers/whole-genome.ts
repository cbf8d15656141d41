/**
 * Does a VCF say it is a whole-genome call set that lists variant sites only? Such a file (GATK
 * HaplotypeCaller, DeepVariant, bcftools call, Strelka, DRAGEN... without reference blocks)
 * leaves out every site where the person carries the reference allele on both copies, so a
 * chip marker absent from it is homozygous reference rather than untyped. Only its header is
 * judged here; layout/read.ts adds what the header cannot tell (the file lists no hom-ref
 * calls of its own, and covers the common sites the way a genome does, not an exome or a
 * panel) and decides (README "Whole-genome VCFs that list variant sites only").
 *
 * The header declares a whole genome when ALL of these hold:
 *  1. contigs: `##contig` lines give the 22 autosomes with the full lengths of GRCh37 or of
 *     GRCh38 (the chain files' chromosome sizes; a VCF converted from a chip by a tool that
 *     writes the largest position seen, or one cut to a region, does not have them);
 *  2. caller: a header line of a known variant caller that calls from sequencing reads
 *     (a conversion tool such as `bcftools convert` or `plink --recode vcf` is no caller);
 *  3. no reference blocks: no `##GVCFBlock`, no `<NON_REF>` or `<*>` ALT, no `END` INFO of a
 *     gVCF (a gVCF lists its hom-ref stretches itself; nothing is to be filled);
 *  4. not targeted: the caller's command line has no interval / region / target option
 *     (`-L`, `--intervals`, `--regions`, `-R`/`-T` of bcftools, `--targets`, `--bed`), which
 *     an exome or panel run gives.
 * The sample count (one) is checked by the reader, which reads one sample column.
 */

/** autosome lengths of GRCh37 and GRCh38 (the sizes in the UCSC chain files, reference data liftover/) */
export const AUTOSOME_LENGTHS: Record<37 | 38, number[]> = {
  37: [249250621, 243199373, 198022430, 191154276, 180915260, 171115067, 159138663, 146364022, 141213431, 135534747, 135006516, 133851895, 115169878, 107349540, 102531392, 90354753, 81195210, 78077248, 59128983, 63025520, 48129895, 51304566],
  38: [248956422, 242193529, 198295559, 190214555, 181538259, 170805979, 159345973, 145138636, 138394717, 133797422, 135086622, 133275309, 114364328, 107043718, 101991189, 90338345, 83257441, 80373285, 58617616, 64444167, 46709983, 50818468]
}

/** header lines that name a variant caller working from sequencing reads, and its name */
const CALLERS: [RegExp, string][] = [
  [/^##GATKCommandLine(\.HaplotypeCaller)?=<ID=(HaplotypeCaller|UnifiedGenotyper|GenotypeGVCFs|Mutect2)\b/im, 'GATK'],
  [/^##source=(HaplotypeCaller|UnifiedGenotyper|GenotypeGVCFs|SelectVariants|VariantFiltration)\b/im, 'GATK'],
  [/^##DeepVariant_version=/im, 'DeepVariant'],
  [/^##source=DeepVariant/im, 'DeepVariant'],
  [/^##bcftools_callCommand=/im, 'bcftools call'],
  [/^##source=strelka/im, 'Strelka'],
  [/^##(DRAGENCommandLine|source=DRAGEN)/im, 'DRAGEN'],
  [/^##(SentieonCommandLine|source=Sentieon)/im, 'Sentieon'],
  [/^##source=freeBayes/im, 'freebayes'],
  [/^##source=Octopus/im, 'Octopus'],
  [/^##source=Clair3/im, 'Clair3'],
  [/^##source=(Platypus|ISAAC|Isaac)/im, 'Isaac/Platypus']
]

/** options of a caller's command line that restrict it to intervals (an exome, a panel, a region) */
const TARGETED = /(^|[\s"'])(-L|--intervals?|--regions?(-file)?|--targets?(-file)?|--bed|--target-bed|--callRegions|--call-regions|--exome)(?=[\s=])/
/** bcftools' own short forms (in GATK, -R is the reference and -T the tool) */
const TARGETED_BCFTOOLS = /(^|\s)(-[rRtT])(?=\s)/

const GVCF = /^##GVCFBlock|^##ALT=<ID=(NON_REF|\*)\b|^##INFO=<ID=END,/im

export interface WholeGenomeHeader {
  /** all four conditions hold */
  declared: boolean
  /** the build the full-length contigs belong to */
  build?: 37 | 38
  caller?: string
  /** one sentence per condition, met or not (English, for the report) */
  evidence: string[]
}

/** judges a VCF header (its ## lines and #CHROM line) by the rule above */
export function wholeGenomeHeader(header: string): WholeGenomeHeader {
  const evidence: string[] = []
  const lengths = new Map<number, number>()
  for (const m of header.matchAll(/^##contig=<([^>]*)>/gim)) {
    const id = /(?:^|,)ID=(?:chr)?(\d+)(?=,|$)/i.exec(m[1])
    const len = /(?:^|,)length=(\d+)/i.exec(m[1])
    if (id && len) lengths.set(Number(id[1]), Number(len[1]))
  }
  let build: 37 | 38 | undefined
  for (const b of [37, 38] as const) if (AUTOSOME_LENGTHS[b].every((len, i) => lengths.get(i + 1) === len)) build = b
  evidence.push(build ? `##contig lines give the 22 autosomes at their full GRCh${build} lengths` : `##contig lines do not give the 22 autosomes at the full lengths of GRCh37 or GRCh38 (${lengths.size} numbered contigs with a length)`)
  const caller = CALLERS.find(([re]) => re.test(header))?.[1]
  evidence.push(caller ? `the header names a variant caller from sequencing reads (${caller})` : 'the header names no variant caller from sequencing reads (GATK, DeepVariant, bcftools call, Strelka, DRAGEN, Sentieon, freebayes, Octopus, Clair3)')
  const gvcf = GVCF.exec(header)
  evidence.push(gvcf ? `a gVCF with reference blocks ('${gvcf[0]}'): it lists its reference sites itself` : 'no reference blocks (no ##GVCFBlock, <NON_REF>, <*> or END)')
  const commands = [...header.matchAll(/^##([^=\n]*(?:Command|source)[^=\n]*)=(.*)$/gim)]
  const targeted = commands.map(m => TARGETED.exec(m[2]) ?? (/^bcftools_/i.test(m[1]) ? TARGETED_BCFTOOLS.exec(m[2]) : null)).find(Boolean)
  evidence.push(targeted ? `the caller was restricted to intervals ('${targeted[2]}'): an exome, panel or region, not a whole genome` : 'the caller was not restricted to intervals')
  return { declared: !!build && !!caller && !gvcf && !targeted, build, caller, evidence }
}
