import * as fs from 'fs'
import * as path from 'path'

/**
 * Directory of the @xungen/genome package (where package.json and reference/manifest.json
 * live), found by walking up from this module so that it works from src/ (tests, tsx) and
 * from dist/ (compiled CLI) alike.
 */
export function genomePackageDir(): string {
  let dir = __dirname
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json')
    if (fs.existsSync(pkg)) {
      try {
        if (JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@xungen/genome') return dir
      } catch {
        // an unreadable package.json is not ours: keep walking up
      }
    }
    dir = path.dirname(dir)
  }
  throw new Error(`cannot locate the @xungen/genome package directory above ${__dirname}`)
}

/** The repository root: the workspace root two levels above packages/genome. */
export function repositoryRoot(): string {
  return path.resolve(genomePackageDir(), '..', '..')
}

/** Where derived, rebuildable artefacts (the marker panel) are cached: GENOME_CACHE_DIR or <repo>/.cache/genome. */
export function genomeCacheDir(): string {
  const configured = process.env.GENOME_CACHE_DIR
  return configured && configured.trim() ? path.resolve(configured) : path.join(repositoryRoot(), '.cache', 'genome')
}
