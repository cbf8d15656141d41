import { getReference } from '../../reference'
import { CliCommand, EXIT_FAILURE, EXIT_OK } from '../command'

export const command: CliCommand = {
  usage: 'genome reference check [--json]',
  help: `Verifies every file listed in packages/genome/reference/manifest.json against its size and
sha256 in the reference directory (XUNGEN_REFERENCE_DIR, else ../shared/data beside the
repository) and prints a table. Exit code 1 when any file is missing or differs.`,
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const ref = getReference({ env: io.env })
    const rows = await ref.verify()
    const bad = rows.filter(r => r.status !== 'ok')
    if (args.values.json) {
      io.stdout.write(JSON.stringify({ dir: ref.dir, ok: bad.length === 0, datasets: rows }, null, 2) + '\n')
    } else {
      const w = Math.max(...rows.map(r => r.name.length))
      io.stdout.write(`reference directory: ${ref.dir}\n\n${'dataset'.padEnd(w)}  ${'status'.padEnd(17)}  ${'bytes'.padStart(9)}  sha256\n`)
      for (const r of rows) {
        io.stdout.write(`${r.name.padEnd(w)}  ${r.status.padEnd(17)}  ${String(r.bytes ?? '-').padStart(9)}  ${(r.actualSha256 ?? r.expectedSha256).slice(0, 16)}…\n`)
      }
      io.stdout.write(`\n${rows.length - bad.length} of ${rows.length} datasets verified${bad.length ? `; ${bad.length} failed: ${bad.map(b => `${b.name} (${b.status})`).join(', ')}` : ''}\n`)
    }
    return bad.length ? EXIT_FAILURE : EXIT_OK
  }
}
