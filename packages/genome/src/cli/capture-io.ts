import type { CliIO } from './command'

/** A CliIO that collects output in memory: for tests and for callers that embed the CLI. */
export function captureIO(env: NodeJS.ProcessEnv = process.env): CliIO & { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    cwd: process.cwd(),
    env,
    out: () => out,
    err: () => err
  }
}
