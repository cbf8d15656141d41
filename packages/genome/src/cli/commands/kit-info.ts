import * as fs from 'fs'
import * as path from 'path'
import { countCalls, isPackedFor } from '../../core/packed'
import { deserializeKit } from '../../core/kit-file'
import { loadPanel } from '../../panel/cache'
import { CliCommand, CliError, EXIT_OK, usageError } from '../command'

export const command: CliCommand = {
  usage: 'genome kit info <file.xgk> [--json]',
  help: `Reads a packed kit, verifies its checksum, and says whether it was packed against the
current marker panel. A kit packed against another panel must be re-packed from its raw file
(genome convert).`,
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    if (args.positionals.length !== 1) throw usageError('give exactly one .xgk file')
    const file = path.resolve(io.cwd, args.positionals[0])
    if (!fs.existsSync(file)) throw new CliError(`${file} does not exist`)
    const { kit, metadata } = deserializeKit(fs.readFileSync(file))
    const { panel } = await loadPanel()
    const [noCall, a1, het, a2] = countCalls(kit)
    const current = isPackedFor(kit, panel)
    const info = { file, bytes: fs.statSync(file).size, panelId: kit.panelId, panelChecksum: kit.panelChecksum, markers: kit.markerCount, calls: { noCall, homA1: a1, het, homA2: a2 }, packedForCurrentPanel: current, currentPanel: { id: panel.id, checksum: panel.checksum }, metadata }
    if (args.values.json) io.stdout.write(JSON.stringify(info, null, 2) + '\n')
    else {
      io.stdout.write(`${file}: ${info.bytes} bytes, ${kit.markerCount} markers on panel ${kit.panelId} (${kit.panelChecksum.slice(0, 12)}…)\n`)
      io.stdout.write(`calls: ${a1 + het + a2} (hom a1 ${a1}, het ${het}, hom a2 ${a2}), no-calls ${noCall}\n`)
      io.stdout.write(current ? 'packed against the current panel\n' : `NOT packed against the current panel ${panel.id} (${panel.checksum.slice(0, 12)}…): re-pack it from its raw file with genome convert\n`)
    }
    return EXIT_OK
  }
}
