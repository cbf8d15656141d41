import * as fs from 'fs'
import * as path from 'path'
import { thousands } from '../../core/thousands'
import { convertFile } from '../../pipeline/pack'
import { CliCommand, EXIT_OK, stringOption, usageError } from '../command'
import { directoryLayoutStore } from '../layout-store'

export const command: CliCommand = {
  usage: 'genome convert <file> [--out FILE.xgk] [--layouts DIR] [--sample NAME] [--json]',
  help: `Parses a raw genotype file and writes its kit (.xgk: the layout id and 2 bits a call, with
the file's facts as metadata) and its layout (<layout id>.xgl in the layouts directory, default
the kit's directory; written only when new or extended). The default output is <file>.xgk
beside the input. --json prints the analysis report as well.`,
  options: { out: { type: 'string' }, layouts: { type: 'string' }, sample: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one file to convert')
    const file = path.resolve(io.cwd, args.positionals[0])
    const out = path.resolve(io.cwd, stringOption(args, 'out') ?? `${file.replace(/\.(gz|zip)$/i, '')}.xgk`)
    const store = directoryLayoutStore(path.resolve(io.cwd, stringOption(args, 'layouts') ?? path.dirname(out)))
    const { kit, layout, analysis } = await convertFile(file, { sample: stringOption(args, 'sample'), layouts: store })
    fs.writeFileSync(out, kit)
    if (analysis.layoutStatus !== 'known') store.put(analysis.layout, layout)
    const r = analysis.report
    const layoutBytes = layout ? layout.length : store.size(r.layout.id)
    if (args.values.json) io.stdout.write(JSON.stringify({ out, bytes: kit.length, layoutBytes, report: r }, null, 2) + '\n')
    else io.stdout.write(`wrote ${out}: ${thousands(kit.length)} bytes, ${thousands(r.layout.counts.called)} calls on layout ${r.layout.id} (${thousands(r.layout.markers)} markers, ${analysis.layoutStatus}; layout file ${thousands(layoutBytes)} bytes) (QC ${r.qc.verdict}, sex ${r.qc.sex.sex})\n`)
    return EXIT_OK
  }
}
