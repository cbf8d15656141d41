import type { CliCommand } from '../command'

/**
 * The command registry: one line per command. A command's name may have several words
 * ('ref build'); the dispatcher picks the longest name that prefixes the arguments.
 * Modules load lazily so that `genome analyze` does not pay for every other command.
 */
export interface CommandEntry {
  name: string
  summary: string
  load: () => Promise<{ command: CliCommand }>
}

export const COMMANDS: CommandEntry[] = [
  { name: 'analyze', summary: 'parse a raw genotype file and report format, QC, sex, Y, mtDNA and ancestry', load: () => import('./analyze') },
  { name: 'convert', summary: 'parse a raw genotype file and write its kit (.xgk) and layout (.xgl)', load: () => import('./convert') },
  { name: 'kit info', summary: 'describe a kit file (.xgk): its layout, calls and format version', load: () => import('./kit-info') },
  { name: 'generate', summary: 'write a realistic synthetic raw file in a vendor layout, or real 1000 Genomes genotypes', load: () => import('./generate') },
  { name: 'match', summary: 'compare two kits one to one: shared segments, chromosome picture and likely relationship', load: () => import('./match') },
  { name: 'match-index', summary: 'build, query, remove from or describe a relatives match index (one-to-many matching)', load: () => import('./match-index') },
  { name: 'panel info', summary: 'describe the marker layouts seen (or a chip manifest): markers, ids, alleles, overlaps', load: () => import('./panel-info') },
  { name: 'ref build', summary: 'build an ancestry reference panel from genotypes and population labels (1000 Genomes AIMs by default)', load: () => import('./ref') },
  { name: 'reference check', summary: 'verify every reference dataset against the manifest checksums', load: () => import('./reference-check') }
]
