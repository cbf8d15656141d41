import * as fs from 'fs'
import * as path from 'path'
import { convertToPackedKit } from '../../pipeline'
import { CliCommand, EXIT_OK, stringOption, usageError } from '../command'

export const command: CliCommand = {
  usage: 'genome convert <file> [--out FILE.xgk] [--sample NAME] [--json]',
  help: `Parses a raw genotype file and writes the packed kit format (.xgk: 2 bits a call over the
marker panel, with the panel id and checksum and the file's facts as metadata). The default
output is <file>.xgk beside the input. --json prints the analysis report as well.`,
  options: { out: { type: 'string' }, sample: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one file to convert')
    const file = path.resolve(io.cwd, args.positionals[0])
    const out = path.resolve(io.cwd, stringOption(args, 'out') ?? `${file.replace(/\.(gz|zip)$/i, '')}.xgk`)
    const { bytes, report } = await convertToPackedKit(file, { sample: stringOption(args, 'sample') })
    fs.writeFileSync(out, bytes)
    if (args.values.json) io.stdout.write(JSON.stringify({ out, bytes: bytes.length, report }, null, 2) + '\n')
    else io.stdout.write(`wrote ${out}: ${bytes.length.toLocaleString('en-US')} bytes, ${report.harmonisation.called.toLocaleString('en-US')} calls on panel ${report.engine.panelId} (QC ${report.qc.verdict}, sex ${report.qc.sex.sex})\n`)
    return EXIT_OK
  }
}
