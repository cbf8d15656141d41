/**
 * The family library's demo records (示例): three invented families that show what a family
 * record holds (字辈, 先祖和名人, 大事记, a genealogy book with pages) before real families are
 * built and approved. Every name, person, event and page is made up and says so; none is a real
 * clan's record, and demo families are never offered as anyone's family clue. Rows are inserted
 * when missing (by seed key) and never overwrite what operators changed.
 */
import type { Seed } from '../../seed'
import './tables'

interface SampleFamily {
  key: string
  surname: string
  name: string
  hall: string | null
  originPlace: string | null
  poem: string | null
  intro: string
  tags: string[]
  haplogroup: string | null
  researching: boolean
  people: Array<{ kind: 'ancestor' | 'celebrity'; name: string; era: string; description: string }>
  lines: Array<{ year: number | null; timeText: string; title: string; content: string }>
  book: { title: string; compiled: string; description: string; pages: string[] } | null
}

const NOTE = '本条为示例内容，用于展示家族记录的样子：人物、事件和族谱页面均为虚构，不是任何真实宗族的记录。'

export const SAMPLE_FAMILIES: SampleFamily[] = [
  {
    key: 'sample-lin',
    surname: '林',
    name: '示例林氏家族',
    hall: '示例堂',
    originPlace: '示例县（虚构地名）',
    poem: '明德守正敦厚传家',
    intro: `${NOTE}一个真实的家族记录会写明始迁祖、迁徙路线、族谱的收藏地和字辈的来历。`,
    tags: ['示例', '有字辈', '有族谱'],
    haplogroup: null,
    researching: false,
    people: [
      { kind: 'ancestor', name: '林示一（虚构）', era: '示例年代', description: '示例始迁祖：真实记录在这里写明他从哪里迁来、何时定居。' },
      { kind: 'celebrity', name: '林示二（虚构）', era: '示例年代', description: '示例名人：真实记录在这里写明出处，如族谱的卷次或地方志。' }
    ],
    lines: [
      { year: null, timeText: '示例年代', title: '示例：始迁祖定居', content: '虚构的事件，展示大事记按时间排列的样子。' },
      { year: null, timeText: '示例年代', title: '示例：首次修谱', content: '虚构的事件。' }
    ],
    book: {
      title: '示例林氏族谱（虚构）',
      compiled: '示例年代',
      description: '示例族谱：页面文字为虚构的释文，展示族谱影像逐页浏览的样子。',
      pages: [
        '示例林氏族谱\n卷首\n本谱为示例\n内容皆虚构',
        '凡例\n一、本页为示例释文\n二、字辈依次为\n明德守正敦厚传家\n三、真实族谱在此记载修谱规矩',
        '世系\n第一世 林示一（虚构）\n第二世 林示二（虚构）\n以下从略'
      ]
    }
  },
  {
    key: 'sample-chen',
    surname: '陈',
    name: '示例陈氏家族',
    hall: null,
    originPlace: null,
    poem: null,
    intro: `${NOTE}这个示例展示一个正在研究、已有男性成员做过 Y 染色体检测的家族：单倍群写在家族页上，同姓、同一支系的检测者会在“家族线索”里看到真实家族（示例家族不会作为线索出现）。`,
    tags: ['示例', '研究中'],
    haplogroup: 'O2a2b1a1',
    researching: true,
    people: [{ kind: 'ancestor', name: '陈示三（虚构）', era: '示例年代', description: '示例先祖。' }],
    lines: [{ year: null, timeText: '示例年代', title: '示例：家族成员完成 Y 染色体检测', content: '虚构的事件。' }],
    book: null
  },
  {
    key: 'sample-zhang',
    surname: '张',
    name: '示例张氏家族',
    hall: '示例堂',
    originPlace: null,
    poem: '文章华国诗礼传家',
    intro: `${NOTE}这个示例只有字辈，没有族谱和先祖记录。`,
    tags: ['示例', '有字辈'],
    haplogroup: null,
    researching: false,
    people: [],
    lines: [],
    book: null
  }
]

export const sampleFamilies: Seed = {
  name: 'families.samples',
  version: 1,
  async run(trx, { now }) {
    for (const [i, f] of SAMPLE_FAMILIES.entries()) {
      const found = await trx.selectFrom('families').select('id').where('seed_key', '=', f.key).executeTakeFirst()
      if (found) continue
      const at = now - (SAMPLE_FAMILIES.length - i) * 1000
      const { id } = await trx
        .insertInto('families')
        .values({
          surname: f.surname, name: f.name, hall: f.hall, commandery: null, origin_place: f.originPlace, generation_poem: f.poem, intro: f.intro, tags: JSON.stringify(f.tags),
          haplogroup: f.haplogroup, researching: f.researching ? 1 : 0, sample: 1, owner_id: null, status: 'approved', review_note: null, reviewed_by: null, seed_key: f.key, created_at: at, updated_at: at
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (f.people.length) await trx.insertInto('family_people').values(f.people.map((p, sort) => ({ family_id: id, kind: p.kind, name: p.name, era: p.era, description: p.description, sort }))).execute()
      if (f.lines.length) await trx.insertInto('family_history_lines').values(f.lines.map((l, sort) => ({ family_id: id, year: l.year, time_text: l.timeText, title: l.title, content: l.content, sort }))).execute()
      if (f.book) {
        const book = await trx.insertInto('family_genealogies').values({ family_id: id, title: f.book.title, compiled: f.book.compiled, description: f.book.description, created_at: at }).returning('id').executeTakeFirstOrThrow()
        await trx.insertInto('family_genealogy_pages').values(f.book.pages.map((text, n) => ({ genealogy_id: book.id, page_no: n + 1, text }))).execute()
      }
    }
  }
}
