import * as path from 'path'
import { ChipName, CHIP_NAMES, generateRawFile, GENERATOR_VENDORS, GeneratorVendor, writeThousandGenomesFile } from '../../generate'
import { POPULATIONS } from '../../reference/readers'
import { CliCommand, EXIT_OK, stringOption, usageError } from '../command'

export const command: CliCommand = {
  usage: 'genome generate --out FILE [--vendor V] [--chip chip-a|chip-b|chip-c] [--population POP] [--sex male|female] [--seed S] [--y HAPLOGROUP] [--mt HAPLOGROUP] [--no-call-rate R] [--gzip] | --real SAMPLE --out FILE',
  help: `Writes a SYNTHETIC full-size raw file (every marker of the panel, ~640,000 lines) for one
person drawn from a 1000 Genomes population's allele frequencies, in a vendor's layout:
${GENERATOR_VENDORS.join(', ')}, on one of three simulated chips at real GRCh37 positions that
overlap partly (chip-a and chip-b with rsIDs where known, chip-c with vendor-internal ids
only; src/generate/chips.ts). Defaults: --vendor 23andme --chip chip-a --population CHB --sex male
--seed 1 --no-call-rate 0.008. --y/--mt choose haplogroups through the lineage model.

With --real SAMPLE (e.g. HG00403, a CHS sample) it writes the REAL genotypes of that 1000 Genomes
sample at the markers the reference holds (AIMs and chrMT), in the 23andMe layout.`,
  options: {
    out: { type: 'string' }, vendor: { type: 'string' }, chip: { type: 'string' }, population: { type: 'string' }, sex: { type: 'string' }, seed: { type: 'string' },
    y: { type: 'string' }, mt: { type: 'string' }, 'no-call-rate': { type: 'string' }, gzip: { type: 'boolean' }, real: { type: 'string' }, json: { type: 'boolean' }
  },
  async run(args, io) {
    const outArg = stringOption(args, 'out')
    if (!outArg) throw usageError('--out FILE is required')
    const out = path.resolve(io.cwd, outArg)
    const real = stringOption(args, 'real')
    if (real) {
      const r = await writeThousandGenomesFile({ sample: real, out })
      io.stdout.write(args.values.json ? JSON.stringify(r, null, 2) + '\n' : `wrote ${r.path}: real genotypes of ${real} (${r.population}, ${r.sex}) at ${r.markers} markers (${r.mtMarkers} on MT)\n`)
      return EXIT_OK
    }
    const vendor = (stringOption(args, 'vendor') ?? '23andme') as GeneratorVendor
    if (!GENERATOR_VENDORS.includes(vendor)) throw usageError(`--vendor must be one of ${GENERATOR_VENDORS.join(', ')}`)
    if (!CHIP_NAMES.includes((stringOption(args, 'chip') ?? 'chip-a') as ChipName)) throw usageError(`--chip must be one of ${CHIP_NAMES.join(', ')}`)
    const population = stringOption(args, 'population') ?? 'CHB'
    if (!POPULATIONS.includes(population)) throw usageError(`--population must be a 1000 Genomes population: ${POPULATIONS.join(', ')}`)
    const sex = stringOption(args, 'sex') ?? 'male'
    if (sex !== 'male' && sex !== 'female') throw usageError('--sex must be male or female')
    const rate = Number(stringOption(args, 'no-call-rate') ?? '0.008')
    if (!(rate >= 0 && rate < 1)) throw usageError('--no-call-rate must be in [0, 1)')
    const r = await generateRawFile({
      vendor, chip: (stringOption(args, 'chip') ?? 'chip-a') as ChipName, population, sex, seed: stringOption(args, 'seed') ?? '1', noCallRate: rate, out, gzip: Boolean(args.values.gzip),
      yHaplogroup: stringOption(args, 'y'), mtHaplogroup: stringOption(args, 'mt')
    })
    io.stdout.write(args.values.json ? JSON.stringify(r, null, 2) + '\n' : `wrote ${r.path}: ${r.lines.toLocaleString('en-US')} lines, ${(r.bytes / (1 << 20)).toFixed(1)} MB, ${vendor} format on ${r.chip}, synthetic ${population} ${sex}\n  ${r.individual.yNote}\n  ${r.individual.mtNote}\n`)
    return EXIT_OK
  }
}
