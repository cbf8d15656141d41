// scripts/check-weapp-syntax.js: dist/ may only hold what iOS 10's JavaScriptCore parses (ES2015).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

interface SyntaxProblem { file: string; line: number; column: number; message: string }
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { checkSyntax } = require('../../scripts/check-weapp-syntax') as { checkSyntax(dist: string): { files: number; problems: SyntaxProblem[] } }

function distWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xg-weapp-syntax-'))
  fs.writeFileSync(path.join(dir, 'app.json'), '{"pages":[]}')
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), source)
  }
  return dir
}

test('ES2015 (arrows, classes, let, generators, template strings) passes', () => {
  const dist = distWith({ 'app.js': 'class A { *g() { yield `${1}` } }; let f = (x = 1) => [x].length; for (const x of [1]) f(x); new A()' })
  expect(checkSyntax(dist).problems).toEqual([])
})

test.each([
  ['a logical assignment (??=)', 'var o = {}; o.pool ??= []'],
  ['optional chaining (?.)', 'var u = null; u?.name'],
  ['nullish coalescing (??)', 'var t = null ?? "待寄回"'],
  ['an optional catch binding', 'try { f() } catch { }'],
  ['an async function (ES2017: not in iOS 10.0–10.2)', 'async function f() { await 1 }'],
  ['exponentiation (ES2016)', 'var x = 2 ** 3'],
  ['object spread (ES2018)', 'var a = { ...b }'],
  ['a lookbehind in a regular expression (iOS 16.4+)', 'var r = /(?<=a)b/']
])('%s in any file of dist/ fails the check, with the file and place', (_, source) => {
  const dist = distWith({ 'app.js': 'var ok = 1', 'subpackages/report/index.js': `var before = 1\n${source}` })
  const { problems } = checkSyntax(dist)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatchObject({ file: 'subpackages/report/index.js', line: 2 })
})
