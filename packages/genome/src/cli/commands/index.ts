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
  { name: 'reference check', summary: 'verify every reference dataset against the manifest checksums', load: () => import('./reference-check') }
]
