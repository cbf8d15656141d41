/**
 * One writer per table (ADR 0020, addendum): the persons domain is the only one that inserts, updates or
 * deletes detections, samples and raw_files; every other domain writes them through the functions
 * the persons domain exports (persons/detections.ts, persons/samples.ts, the timeline), in its own
 * transaction. This reads every source file of the server and fails on a write anywhere else
 * (migrations, which create the tables, aside).
 */
import fs from 'fs'
import path from 'path'

const SRC = path.resolve(__dirname, '../src')

/** table → the folder (under server/src) of its one writer */
const OWNERS: Record<string, string> = {
  detections: 'domains/persons/',
  samples: 'domains/persons/',
  raw_files: 'domains/persons/'
}

const TABLES = Object.keys(OWNERS).join('|')
/** Kysely's writes (`.insertInto('samples')`, `.updateTable('raw_files as f')`, …) and raw SQL (`update samples set …`) */
const WRITES = [
  new RegExp(String.raw`\.(?:insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(\s*['"\x60](?<t>${TABLES})(?:\s+as\s+\w+)?['"\x60]`, 'g'),
  new RegExp(String.raw`\binsert\s+into\s+"?(?<t>${TABLES})"?\s*\(`, 'gi'),
  new RegExp(String.raw`\bupdate\s+"?(?<t>${TABLES})"?\s+set\b`, 'gi'),
  new RegExp(String.raw`\bdelete\s+from\s+"?(?<t>${TABLES})\b`, 'gi')
]

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p)
    return /\.(ts|cjs|js)$/.test(e.name) ? [p] : []
  })
}

/** every write to an owned table in a text: the table and the line */
function writesIn(text: string): Array<{ table: string; line: number }> {
  const found: Array<{ table: string; line: number }> = []
  for (const re of WRITES) {
    for (const m of text.matchAll(re)) found.push({ table: m.groups!.t.toLowerCase(), line: text.slice(0, m.index).split('\n').length })
  }
  return found
}

describe('one writer per table', () => {
  const files = sources(SRC).map(file => ({ file: path.relative(SRC, file).split(path.sep).join('/'), writes: writesIn(fs.readFileSync(file, 'utf8')) }))

  it('finds writes the way they are written (so that it cannot pass by finding nothing)', () => {
    expect(writesIn(`await trx\n  .updateTable('samples')\n  .set({ hold_reason: null })`)).toEqual([{ table: 'samples', line: 2 }])
    expect(writesIn(`db.insertInto("raw_files as f").values(v)`)).toEqual([{ table: 'raw_files', line: 1 }])
    expect(writesIn('sql`delete from detections where id = ${id}`')).toEqual([{ table: 'detections', line: 1 }])
    expect(writesIn('sql`UPDATE "samples" SET state = ${s}`')).toEqual([{ table: 'samples', line: 1 }])
    // words in a comment are not a write
    expect(writesIn('// the lab may update samples only through persons')).toEqual([])
    expect(writesIn(`db.selectFrom('samples').innerJoin('detections', 'detections.id', 'samples.detection_id')`)).toEqual([])
    // the owner's own writes are found: every owned table is written somewhere in its folder
    for (const [table, owner] of Object.entries(OWNERS)) {
      expect(files.some(f => f.file.startsWith(owner) && f.writes.some(w => w.table === table))).toBe(true)
    }
  })

  it('detections, samples and raw_files are written only by the persons domain', () => {
    const elsewhere = files.flatMap(f => f.writes.filter(w => !f.file.startsWith(OWNERS[w.table])).map(w => `${f.file}:${w.line} writes ${w.table} (its writer: ${OWNERS[w.table]})`))
    expect(elsewhere).toEqual([])
  })
})
