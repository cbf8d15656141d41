import { loadPanel } from '../../panel/cache'
import { DEFAULT_PANEL_SIZE } from '../../panel/build'
import { CliCommand, EXIT_OK, intOption, stringOption } from '../command'

export const command: CliCommand = {
  usage: 'genome panel build [--size N] [--chip-manifest FILE.csv] [--force]',
  help: `Builds the marker panel from the registered providers (src/panel/providers.ts), the
HapMap 3 chr1 SNPs and the synthetic fill (or a real Illumina chip manifest), and caches it
under GENOME_CACHE_DIR (default <repo>/.cache/genome). --force rebuilds a cached panel.`,
  options: { size: { type: 'string' }, 'chip-manifest': { type: 'string' }, force: { type: 'boolean' } },
  async run(args, io) {
    const loaded = await loadPanel({ targetSize: intOption(args, 'size', DEFAULT_PANEL_SIZE, 1000, 5_000_000), chipManifest: stringOption(args, 'chip-manifest'), rebuild: Boolean(args.values.force) })
    const r = loaded.report
    io.stdout.write(`${loaded.fromCache ? 'cached' : 'built'} panel ${loaded.panel.id}: ${loaded.panel.size.toLocaleString('en-US')} markers, checksum ${loaded.panel.checksum}\n`)
    io.stdout.write(`providers: ${r.providers.map(p => `${p.name}@${p.version} ${p.markers}`).join(', ') || 'none'}; HapMap 3 ${r.hapmap3}; synthetic ${r.synthetic}; merged ${r.merged}; conflicts ${r.conflicts}; invalid ${r.invalid}\n`)
    for (const c of r.conflictExamples.slice(0, 5)) io.stdout.write(`  conflict: ${c}\n`)
    io.stdout.write(`cache: ${loaded.cacheFile}\n`)
    return EXIT_OK
  }
}
