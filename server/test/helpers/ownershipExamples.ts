/**
 * What the ownership matrix (security/ownership.test.ts) cannot derive from the declarations, kept
 * beside each area's tests: a file `examples.ts` in the area's test folder default-exports
 * `ownershipExamples({ bodies, params })`: a valid example body per endpoint (`<area>.<name>`)
 * that takes one, as the second account would send it (without one the call stops at validation,
 * which proves less), and sample values of path parameters that are not ids. The matrix finds the
 * files by their name: a new area adds its own file, no list.
 */
import fs from 'fs'
import path from 'path'

export interface ExampleContext {
  /** the first account, whose data the second must not reach (its phone, where a body asks for one) */
  owner: { phone: string }
  /** the sample path parameters of every area, with the owner's kit barcode under `barcode` */
  params: Readonly<Record<string, readonly string[]>>
}

export interface OwnershipExamples {
  bodies?: Readonly<Record<string, (ctx: ExampleContext) => unknown>>
  params?: Readonly<Record<string, readonly string[]>>
}

export function ownershipExamples(examples: OwnershipExamples): OwnershipExamples {
  return examples
}

const TEST_DIR = path.join(__dirname, '..')

/** every `examples.ts` under server/test, relative paths, sorted */
export function exampleFiles(dir = TEST_DIR): string[] {
  const found: string[] = []
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name)
      if (e.isDirectory() && e.name !== 'node_modules') walk(p)
      else if (e.name === 'examples.ts') found.push(path.relative(dir, p))
    }
  }
  walk(dir)
  return found
}

/** the examples of every area, merged; an endpoint given an example in two files stops the run */
export function loadOwnershipExamples(): { bodies: Record<string, (ctx: ExampleContext) => unknown>; params: Record<string, string[]>; owners: Record<string, string> } {
  const bodies: Record<string, (ctx: ExampleContext) => unknown> = {}
  const params: Record<string, string[]> = {}
  const owners: Record<string, string> = {}
  for (const file of exampleFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const examples = require(path.join(TEST_DIR, file)).default as OwnershipExamples | undefined
    if (!examples || typeof examples !== 'object') throw new Error(`${file} must default-export ownershipExamples({...})`)
    for (const [name, body] of Object.entries(examples.bodies ?? {})) {
      if (owners[name]) throw new Error(`the example body of ${name} is in both ${owners[name]} and ${file}`)
      owners[name] = file
      bodies[name] = body
    }
    for (const [name, values] of Object.entries(examples.params ?? {})) params[name] = [...(params[name] ?? []), ...values]
  }
  return { bodies, params, owners }
}
