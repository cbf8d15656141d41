import * as fs from 'fs'
import * as path from 'path'
import { countCalls } from '../../core/packed'
import { deserializeKit, KIT_FORMAT_VERSION_PANEL } from '../../core/kit-file'
import { CliCommand, CliError, EXIT_OK, stringOption, usageError } from '../command'
import { directoryLayoutStore } from '../layout-store'

export const command: CliCommand = {
  usage: 'genome kit info <file.xgk> [--layouts DIR] [--json]',
  help: `Reads a kit, verifies its checksum and says which layout it is on and whether that layout
is in the layouts directory (default: the kit's directory). A kit of format version 1 was
packed on the old fixed panel, whose synthetic markers carry no real data: re-create it from
its raw file with genome convert (README.md "Migrating packed kits").`,
  options: { json: { type: 'boolean' }, layouts: { type: 'string' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one .xgk file')
    const file = path.resolve(io.cwd, args.positionals[0])
    if (!fs.existsSync(file)) throw new CliError(`${file} does not exist`)
    const { kit, metadata, version } = deserializeKit(fs.readFileSync(file))
    const store = directoryLayoutStore(path.resolve(io.cwd, stringOption(args, 'layouts') ?? path.dirname(file)))
    const legacy = version === KIT_FORMAT_VERSION_PANEL
    const layout = legacy ? undefined : store.get(kit.panelId)
    const [noCall, a1, het, a2] = countCalls(kit)
    const info = { file, bytes: fs.statSync(file).size, formatVersion: version, layoutId: legacy ? null : kit.panelId, panelId: legacy ? kit.panelId : null, markers: kit.markerCount, calls: { noCall, homA1: a1, het, homA2: a2 }, layoutFound: !!layout, needsMigration: legacy, metadata }
    if (args.values.json) io.stdout.write(JSON.stringify(info, null, 2) + '\n')
    else {
      io.stdout.write(`${file}: ${info.bytes} bytes, format ${version}, ${kit.markerCount} markers on ${legacy ? `the old panel ${kit.panelId}` : `layout ${kit.panelId}`}\n`)
      io.stdout.write(`calls: ${a1 + het + a2} (hom a1 ${a1}, het ${het}, hom a2 ${a2}), no-calls ${noCall}\n`)
      if (legacy) io.stdout.write('packed on the old fixed panel: re-create it from its raw file with genome convert\n')
      else io.stdout.write(layout ? `layout found (${layout.size} markers, ${layout.allelesKnown} allele slots known)\n` : `layout ${kit.panelId}.xgl not found in the layouts directory\n`)
    }
    return EXIT_OK
  }
}
