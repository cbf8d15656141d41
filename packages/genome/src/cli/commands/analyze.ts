import * as path from 'path'
import { analyzeGenotypeFile } from '../../pipeline'
import { CliCommand, EXIT_OK, EXIT_QC_FAIL, stringOption, usageError } from '../command'
import { formatReport } from '../format'

export const command: CliCommand = {
  usage: 'genome analyze <file> [--json] [--sample NAME] [--strict]',
  help: `Reads a consumer raw genotype file (23andMe, AncestryDNA, FTDNA, MyHeritage, LivingDNA,
23Mofang, WeGene, generic tables, single-sample VCF; plain, .gz or .zip) and reports its
format and build, line counts and rejected lines, how it matched the marker panel, QC with
genetic sex, then the Y and mtDNA haplogroups and ancestry composition.

  --json          print the full report as JSON
  --sample NAME   the sample to read from a multi-sample VCF
  --strict        exit with code 3 when the QC verdict is 'fail'

A file that cannot be read at all (empty, binary, truncated, not a genotype file) exits 1.`,
  options: { json: { type: 'boolean' }, sample: { type: 'string' }, strict: { type: 'boolean' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one file to analyze')
    const file = path.resolve(io.cwd, args.positionals[0])
    const { report } = await analyzeGenotypeFile(file, { sample: stringOption(args, 'sample') })
    io.stdout.write(args.values.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report))
    return args.values.strict && report.qc.verdict === 'fail' ? EXIT_QC_FAIL : EXIT_OK
  }
}
