import type { ParseArgsConfig } from 'util'

/** Where a command writes; the CLI passes process streams, tests pass buffers. */
export interface CliIO {
  stdout: { write(text: string): unknown }
  stderr: { write(text: string): unknown }
  cwd: string
  env: NodeJS.ProcessEnv
}

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>
  positionals: string[]
}

/**
 * One CLI command: a module in src/cli/commands/<name>.ts exporting `command`, plus one line
 * in src/cli/commands/index.ts. Options are declared for node:util parseArgs; unknown options
 * are refused before run() is called.
 */
export interface CliCommand {
  /** one line shown by `genome help <command>`, e.g. 'genome analyze <file> [--json]' */
  usage: string
  /** longer help: what it does, options, exit codes */
  help: string
  options?: ParseArgsConfig['options']
  /** returns the process exit code; throw CliError (or any Error) to fail with a message */
  run(args: ParsedArgs, io: CliIO): Promise<number>
}

/** Exit codes of the CLI (documented in README.md). */
export const EXIT_OK = 0
/** the input or the data could not be processed (bad file, missing reference, corrupt kit) */
export const EXIT_FAILURE = 1
/** the command line itself is wrong */
export const EXIT_USAGE = 2
/** analysis completed but the QC verdict is 'fail' and --strict was given */
export const EXIT_QC_FAIL = 3

/** A failure with a message meant for the person at the terminal (no stack trace). */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = EXIT_FAILURE) {
    super(message)
    this.name = 'CliError'
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE)
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.values[name]
  if (v === undefined) return undefined
  if (typeof v !== 'string') throw usageError(`--${name} needs a value`)
  return v
}

export function intOption(args: ParsedArgs, name: string, fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  const s = stringOption(args, name)
  if (s === undefined) return fallback
  if (!/^-?\d+$/.test(s.replace(/_/g, ''))) throw usageError(`--${name} must be an integer, got '${s}'`)
  const n = Number(s.replace(/_/g, ''))
  if (n < min || n > max) throw usageError(`--${name} must be between ${min} and ${max}, got ${n}`)
  return n
}
