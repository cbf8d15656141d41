/**
 * Each `*.weapp.ts(x)` file of src/ replaces its H5 sibling (same path without `.weapp`) in the
 * mini-program build: both must export the same names, or a caller that compiles against the H5
 * file (the typecheck sees only that one) breaks in WeChat alone. Type exports count too: a type
 * the H5 file exports and the weapp file lacks is a name a weapp build cannot resolve.
 */
import fs from 'fs'
import path from 'path'
import ts from 'typescript'

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === '__tests__' ? [] : walk(p)
    return /\.weapp\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** the names a module exports, read from its source (export declarations, lists, default, export * followed) */
export function exportedNames(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const names: string[] = []
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(m => m.kind === ts.SyntaxKind.ExportKeyword)
  const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(m => m.kind === ts.SyntaxKind.DefaultKeyword)
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause)) names.push(...node.exportClause.elements.map(e => e.name.text))
      else if (node.exportClause && ts.isNamespaceExport(node.exportClause)) names.push(node.exportClause.name.text)
      else if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('.')) {
        const base = path.resolve(path.dirname(file), node.moduleSpecifier.text)
        const target = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map(e => base + e).find(f => fs.existsSync(f))
        if (target) names.push(...exportedNames(target, seen))
      }
    } else if (ts.isExportAssignment(node)) names.push('default')
    else if (exported(node)) {
      if (isDefault(node)) names.push('default')
      else if (ts.isVariableStatement(node)) for (const d of node.declarationList.declarations) names.push(...bindingNames(d.name))
      else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) names.push(node.name.text)
    }
  }
  return [...new Set(names)].sort()
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap(e => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)))
}

const pairs = walk(src).map(weapp => {
  const base = weapp.replace(/\.weapp\.(tsx?)$/, '')
  const h5 = [`${base}.ts`, `${base}.tsx`].find(f => fs.existsSync(f)) ?? null
  return [path.relative(root, weapp), weapp, h5] as const
})

describe('weapp files and their H5 siblings', () => {
  it('there are some (the walk works)', () => {
    expect(pairs.length).toBeGreaterThan(10)
  })

  it.each(pairs)('%s exports what its H5 sibling exports', (_name, weapp, h5) => {
    expect(h5).not.toBeNull()
    expect(exportedNames(weapp)).toEqual(exportedNames(h5!))
  })

  it('reads every kind of export', () => {
    const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'parity-'))
    const file = path.join(dir, 'a.ts')
    fs.writeFileSync(path.join(dir, 'b.ts'), 'export const fromStar = 1\n')
    fs.writeFileSync(file, "export const a = 1, { b, c: [d] } = x\nexport function f() {}\nexport default 3\nexport type T = 1\nexport interface I {}\nexport { g as h }\nexport * from './b'\nconst g = 2\n")
    expect(exportedNames(file)).toEqual(['a', 'b', 'd', 'default', 'f', 'fromStar', 'h', 'I', 'T'].sort())
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
