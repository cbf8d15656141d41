import * as path from 'path'
import { analyzeFile } from '../../pipeline'
import { CliCommand, EXIT_OK, EXIT_QC_FAIL, stringOption, usageError } from '../command'
import { formatReport } from '../format'
import { directoryLayoutStore } from '../layout-store'

export const command: CliCommand = {
  usage: 'genome analyze <file> [--json] [--sample NAME] [--whole-genome] [--strict] [--layouts DIR]',
  help: `Reads a consumer raw genotype file (23andMe, AncestryDNA, FTDNA, MyHeritage, LivingDNA,
23Mofang, WeGene, generic tables, single-sample VCF on GRCh37 or GRCh38; plain, .gz or .zip)
and reports its format and build, line counts and rejected lines, the layout of its own
markers, QC with genetic sex, then the Y and mtDNA haplogroups and ancestry composition.

  --json          print the full report as JSON
  --sample NAME   the sample to read from a multi-sample VCF
  --whole-genome  the VCF is a whole genome listing variant sites only, though its header does not
                  say so: absent panel sites are read as homozygous reference (README, "Whole-genome
                  VCFs that list variant sites only"; a header that declares it needs no flag)
  --strict        exit with code 3 when the QC verdict is 'fail'
  --layouts DIR   stored layouts (.xgl) to code the file against; new or extended ones are written there

A file that cannot be read at all (empty, binary, truncated, not a genotype file) exits 1.`,
  options: { json: { type: 'boolean' }, sample: { type: 'string' }, 'whole-genome': { type: 'boolean' }, strict: { type: 'boolean' }, layouts: { type: 'string' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one file to analyze')
    const file = path.resolve(io.cwd, args.positionals[0])
    const dir = stringOption(args, 'layouts')
    const store = dir ? directoryLayoutStore(path.resolve(io.cwd, dir)) : undefined
    const a = await analyzeFile(file, { sample: stringOption(args, 'sample'), layouts: store, wholeGenomeConfirmed: args.values['whole-genome'] === true })
    if (store && a.layoutStatus !== 'known') store.put(a.layout)
    io.stdout.write(args.values.json ? JSON.stringify({ ...a.report, health: a.health }, null, 2) + '\n' : formatReport(a.report, a.health))
    return args.values.strict && a.qc.verdict === 'fail' ? EXIT_QC_FAIL : EXIT_OK
  }
}
