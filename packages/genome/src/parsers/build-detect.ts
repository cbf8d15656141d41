/**
 * Genome build detection. Consumer files are GRCh37 today; older 23andMe exports are NCBI36 and
 * some VCFs are GRCh38. Evidence, strongest first:
 *  1. what the file says: 'build 37', 'GRCh38', 'hg19', a VCF ##reference or ##contig length;
 *  2. probe SNPs whose position differs between builds (the set apriha/snps uses,
 *     src/snps/constants.py BUILD_MARKER_SNPS), and the GRCh37/GRCh38 positions of the
 *     1000 Genomes AIMs when the caller supplies them;
 *  3. agreement of positions with the GRCh37 panel for rsIDs found on it (harmonisation).
 */
export type GenomeBuild = 36 | 37 | 38

export const BUILD_NAMES: Record<GenomeBuild, string> = { 36: 'NCBI36 (hg18)', 37: 'GRCh37 (hg19)', 38: 'GRCh38 (hg38)' }

/** rs number -> position in builds 36, 37, 38 */
export const BUILD_PROBES: Map<number, [number, number, number]> = new Map([
  [3094315, [742429, 752566, 817186]],
  [11928389, [50908372, 50927009, 50889578]],
  [2500347, [143649677, 144938320, 148946169]],
  [964481, [27566744, 27656823, 27638706]],
  [2341354, [908436, 918573, 983193]],
  [3850290, [22315141, 23245301, 22776092]],
  [1329546, [135302086, 135474420, 136392261]]
])

/** chr1 length in each build, as VCF ##contig lines give it */
const CHR1_LENGTH: [number, GenomeBuild][] = [
  [247249719, 36],
  [249250621, 37],
  [248956422, 38]
]

export function buildFromText(text: string): { build: GenomeBuild; evidence: string } | undefined {
  const t = text.toLowerCase()
  const contig = /##contig=<id=(?:chr)?1,[^>]*length=(\d+)/.exec(t)
  if (contig) {
    const hit = CHR1_LENGTH.find(([len]) => len === Number(contig[1]))
    if (hit) return { build: hit[1], evidence: `VCF ##contig length of chromosome 1 (${contig[1]})` }
  }
  const rules: [RegExp, GenomeBuild][] = [
    [/grch38|hg38|build 38|\bb38\b|assembly=38/, 38],
    [/grch37|hg19|build 37|\bb37\b|hs37d5|human_g1k_v37|assembly=37/, 37],
    [/ncbi36|ncbi build 36|hg18|build 36|\bb36\b/, 36]
  ]
  for (const [re, build] of rules) {
    const m = re.exec(t)
    if (m) return { build, evidence: `the file's header says '${m[0]}'` }
  }
  return undefined
}

/** tallies probe SNP positions seen during parsing */
export class BuildProbeTally {
  readonly votes: [number, number, number] = [0, 0, 0]
  private extra = new Map<number, [number, number]>()

  /** adds rs -> (GRCh37, GRCh38) positions known from the reference (the AIM lists) */
  addReferencePositions(rows: { rs: number; pos37: number; pos38: number }[]): void {
    for (const r of rows) if (!BUILD_PROBES.has(r.rs) && r.pos37 !== r.pos38) this.extra.set(r.rs, [r.pos37, r.pos38])
  }

  see(rs: number, pos: number): void {
    const p = BUILD_PROBES.get(rs)
    if (p) {
      for (let k = 0; k < 3; k++) if (p[k] === pos) this.votes[k]++
      return
    }
    const e = this.extra.size ? this.extra.get(rs) : undefined
    if (e) {
      if (e[0] === pos) this.votes[1]++
      else if (e[1] === pos) this.votes[2]++
    }
  }

  verdict(): { build: GenomeBuild; evidence: string } | undefined {
    const [v36, v37, v38] = this.votes
    const total = v36 + v37 + v38
    if (total === 0) return undefined
    const best = v37 >= v36 && v37 >= v38 ? 37 : v38 >= v36 ? 38 : 36
    const n = best === 36 ? v36 : best === 37 ? v37 : v38
    if (n / total < 0.8) return undefined
    return { build: best, evidence: `${n} of ${total} build-probe SNPs sit at their ${BUILD_NAMES[best]} positions` }
  }
}
