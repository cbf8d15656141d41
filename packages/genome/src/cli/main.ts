import { parseArgs } from 'util'
import { CliError, CliIO, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './command'
import { COMMANDS, CommandEntry } from './commands'

function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env }
}

function overview(): string {
  const width = Math.max(...COMMANDS.map(c => c.name.length))
  return [
    'genome: the 基因寻根 genetics engine',
    '',
    'usage: genome <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map(c => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'genome help <command>' for a command's options. Exit codes: 0 ok, 1 failure, 2 bad usage, 3 QC fail with --strict."
  ].join('\n') + '\n'
}

/** the registered command whose (multi-word) name is the longest prefix of argv */
function findCommand(argv: string[]): { entry: CommandEntry; rest: string[] } | undefined {
  let best: CommandEntry | undefined
  for (const c of COMMANDS) {
    const words = c.name.split(' ')
    if (words.every((w, i) => argv[i] === w) && (!best || words.length > best.name.split(' ').length)) best = c
  }
  return best ? { entry: best, rest: argv.slice(best.name.split(' ').length) } : undefined
}

/**
 * Runs the CLI with argv (without 'node genome'); resolves to the exit code. Every failure is
 * reported as one clear line on stderr (set GENOME_DEBUG=1 for the stack).
 */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || (argv[0] === 'help' && argv.length === 1)) {
    io.stdout.write(overview())
    return argv.length === 0 ? EXIT_USAGE : EXIT_OK
  }
  const helpFor = argv[0] === 'help'
  const found = findCommand(helpFor ? argv.slice(1) : argv)
  if (!found) {
    const near = COMMANDS.filter(c => c.name.startsWith(argv[helpFor ? 1 : 0] ?? '')).map(c => c.name)
    io.stderr.write(`genome: unknown command '${argv.join(' ')}'.${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} Run 'genome help' for the list.\n`)
    return EXIT_USAGE
  }
  try {
    const { command } = await found.entry.load()
    if (helpFor || found.rest.includes('--help') || found.rest.includes('-h')) {
      io.stdout.write(`usage: ${command.usage}\n\n${command.help.trim()}\n`)
      return EXIT_OK
    }
    let parsed
    try {
      parsed = parseArgs({ args: found.rest, options: command.options ?? {}, allowPositionals: true, strict: true })
    } catch (e) {
      throw new CliError(`${(e as Error).message}\nusage: ${command.usage}`, EXIT_USAGE)
    }
    return await command.run({ values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals }, io)
  } catch (e) {
    const err = e as Error
    const code = e instanceof CliError ? e.exitCode : EXIT_FAILURE
    io.stderr.write(`genome ${found.entry.name}: ${err.message}\n`)
    if (io.env.GENOME_DEBUG && err.stack) io.stderr.write(err.stack + '\n')
    return code
  }
}

export { COMMANDS }
