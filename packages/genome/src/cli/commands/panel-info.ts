import { chromName } from '../../core/chromosome'
import { describePanel } from '../../panel/build'
import { loadPanel } from '../../panel/cache'
import { CliCommand, EXIT_OK } from '../command'

export const command: CliCommand = {
  usage: 'genome panel info [--json]',
  help: 'Describes the current marker panel: id, checksum, size, markers per source and per chromosome, and how it was built.',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const loaded = await loadPanel()
    const d = describePanel(loaded.panel)
    const info = { id: loaded.panel.id, checksum: loaded.panel.checksum, size: loaded.panel.size, ...d, build: loaded.report, cacheFile: loaded.cacheFile }
    if (args.values.json) {
      io.stdout.write(JSON.stringify(info, null, 2) + '\n')
      return EXIT_OK
    }
    io.stdout.write(`panel ${info.id}\nchecksum ${info.checksum}\nmarkers ${info.size.toLocaleString('en-US')} (${d.autosomal.toLocaleString('en-US')} autosomal)\n`)
    io.stdout.write(`by source: ${Object.entries(d.bySource).map(([s, k]) => `${s} ${k}`).join(', ')}\n`)
    io.stdout.write(`by chromosome: ${Object.entries(d.byChrom).map(([c, k]) => `${chromName(Number(c))}:${k}`).join(' ')}\n`)
    io.stdout.write(`strand-ambiguous (A/T, C/G): ${loaded.report.strandAmbiguous}\ncache: ${loaded.cacheFile}\n`)
    return EXIT_OK
  }
}
