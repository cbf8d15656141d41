import { main } from './main'
import { captureIO } from './capture-io'

describe('genome CLI dispatcher', () => {
  it('lists the commands and exits 2 when called without a command', async () => {
    const io = captureIO()
    expect(await main([], io)).toBe(2)
    expect(io.out()).toMatch(/reference check/)
  })

  it('refuses an unknown command with exit code 2 and a hint', async () => {
    const io = captureIO()
    expect(await main(['referenc'], io)).toBe(2)
    expect(io.err()).toMatch(/unknown command 'referenc'.*Did you mean: reference check/)
  })

  it('refuses an unknown option with exit code 2 and the usage line', async () => {
    const io = captureIO()
    expect(await main(['reference', 'check', '--nope'], io)).toBe(2)
    expect(io.err()).toMatch(/Unknown option '--nope'[\s\S]*usage: genome reference check/)
  })

  it('fails with exit code 1 and a plain message when the reference directory is missing', async () => {
    const io = captureIO({ ...process.env, XUNGEN_REFERENCE_DIR: '/nonexistent/xungen-reference' })
    expect(await main(['reference', 'check'], io)).toBe(1)
    expect(io.err()).toMatch(/^genome reference check: XUNGEN_REFERENCE_DIR=\/nonexistent\/xungen-reference is not a directory/)
  })

  it('verifies the reference mirror and prints a table', async () => {
    const io = captureIO()
    expect(await main(['reference', 'check'], io)).toBe(0)
    expect(io.out()).toMatch(/102 of 102 datasets verified/)
  })
})
