/**
 * The family tree's gallery through the real app (issue 24, spec 2.10 family-tree/gallery): a
 * photo turned upright, fitted into 800×800 with a thumbnail and its metadata (GPS) dropped,
 * tagged and captioned, served at signed addresses; refusals (not an image, a decompression
 * bomb, too large) leave nothing stored; documents; life stories 15 a page, newest first;
 * comments; who may do what (owner, editor, viewer, stranger); deletions leave no file behind.
 */
import sharp from 'sharp'
import { CODES, GALLERY_UPLOAD_MAX_BYTES, STORY_PAGE_SIZE } from '@xungen/contracts'
import { FAMILY_TREE as F, FAMILY_TREE_GALLERY as G } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { multipart, signedUpload } from '../helpers/accounts'
import { useAccountsApp } from '../helpers/fixture'
import { people } from '../helpers/publishedPeople'

jest.setTimeout(60_000)
const t = useAccountsApp()

const { user, call } = people(t)
const at = (p: string, params: Record<string, string | number>) => p.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params[k])))
const upload = async (token: string, treeId: number, query: Record<string, string>, file: Buffer, contentType = 'image/jpeg') =>
  signedUpload(t, at(G.upload.path, { id: treeId }), query, multipart(file, { filename: 'photo.jpg', contentType }), { token })
/** GET of a picture address the list gave (its origin dropped) */
const picture = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') })

/** a 1600×1200 phone photo stored sideways (EXIF orientation 6) with a camera and GPS position */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c08040' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'XungenCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '118/1 5/1 0/1' } })
    .toBuffer()

/** a PNG whose header claims 20000×20000 pixels: 400 megapixels once decoded */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(20000, 0)
  ihdr.writeUInt32BE(20000, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', require('zlib').deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))])
}

const storedKeys = async (treeId: number) =>
  (await t.app.db.selectFrom('family_tree_media').select(['storage_key', 'thumb_key']).where('tree_id', '=', treeId).execute()).flatMap(r => [r.storage_key, r.thumb_key])

describe('the family tree gallery', () => {
  let owner: Awaited<ReturnType<typeof user>>, editor: typeof owner, viewer: typeof owner, stranger: typeof owner
  let treeId = 0
  let me = 0
  let father = 0

  beforeAll(async () => {
    ;[owner, editor, viewer, stranger] = [await user('相册主人'), await user('相册编辑'), await user('相册浏览'), await user('相册路人')]
    treeId = (await call(owner.token, F.create, {}, { name: '林氏家谱' })).data.id
    me = (await call(owner.token, F.addPerson, { id: treeId }, { surname: '林', given: '振华', sex: 'M' })).data.id
    father = (await call(owner.token, F.addPerson, { id: treeId }, { surname: '林', given: '守业', sex: 'M', relativeId: me, relation: 'parent' })).data.id
    expect((await call(owner.token, F.share, { id: treeId }, { phone: editor.phone, role: 'editor' })).code).toBe(0)
    expect((await call(owner.token, F.share, { id: treeId }, { phone: viewer.phone, role: 'viewer' })).code).toBe(0)
  })

  it('stores a photo upright in 800×800 with a thumbnail and no metadata, tagged and captioned, at signed addresses', async () => {
    const res = json<any>(await upload(owner.token, treeId, { kind: 'photo', title: '全家福', caption: '1985 年摄于泉州老宅', personIds: `${me},${father}` }, await phonePhoto()))
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ kind: 'photo', title: '全家福', caption: '1985 年摄于泉州老宅', width: 600, height: 800, commentCount: 0, editable: true, uploaderName: '相册主人' })
    expect(res.data.persons.map((p: any) => p.name).sort()).toEqual(['林守业', '林振华'])
    const full = await picture(res.data.url)
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/jpeg')
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    const meta = await sharp(full.rawPayload).metadata()
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([600, 800, undefined, undefined])
    expect(full.rawPayload.includes(Buffer.from('XungenCam'))).toBe(false)
    const thumb = await sharp((await picture(res.data.thumbUrl)).rawPayload).metadata()
    expect([thumb.width, thumb.height]).toEqual([240, 240])
    // a tampered or expired address opens nothing
    expect((await picture(res.data.url.replace(/s=[^&]+/, 's=' + 'A'.repeat(43)))).statusCode).toBe(404)
    expect((await picture(res.data.url.replace(/e=\d+/, 'e=1000'))).statusCode).toBe(404)
    expect((await picture(res.data.thumbUrl.replace('_t.jpg', '.jpg'))).statusCode).toBe(404)
    // the file is under the tree owner's own key (shredded with the account)
    const [key] = await storedKeys(treeId)
    expect(key).toMatch(new RegExp(`^family-tree/users/${owner.id}/${treeId}/`))
    expect(await t.app.storage.keyIdOf(key)).toBe(`u${owner.id}`)

    // the list, and one person's photos
    const list = await call(viewer.token, G.media, { id: treeId }, undefined, { kind: 'photo' })
    expect(list.data).toMatchObject({ total: 1, isEnd: true, editable: false })
    expect(list.data.list[0]).toMatchObject({ title: '全家福', editable: false })
    expect((await call(owner.token, G.media, { id: treeId }, undefined, { kind: 'photo', personId: String(father) })).data.total).toBe(1)
    expect((await call(owner.token, G.media, { id: treeId }, undefined, { kind: 'document' })).data.total).toBe(0)
    // retagged by an editor
    const updated = await call(editor.token, G.updateMedia, { id: treeId, mediaId: res.data.id }, { title: '全家福', caption: '老宅门前', personIds: [me] })
    expect(updated.data.persons.map((p: any) => p.name)).toEqual(['林振华'])
    expect((await call(owner.token, G.updateMedia, { id: treeId, mediaId: res.data.id }, { personIds: [999999] })).code).toBe(CODES.ARG_ERROR)
  })

  it('refuses what is not a usable picture, a decompression bomb and an oversized upload, storing nothing', async () => {
    const before = await storedKeys(treeId)
    const cases: Array<[Buffer, string, RegExp]> = [
      [Buffer.from('这不是图片'), 'text/plain', /仅支持 png、jpg、jpeg/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('truncated')]), 'image/jpeg', /图片已损坏/],
      [pngBomb(), 'image/png', /图片尺寸过大/],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(GALLERY_UPLOAD_MAX_BYTES + 1)]), 'image/jpeg', /图片不能超过 10MB/]
    ]
    for (const [file, type, words] of cases) {
      const res = json<any>(await upload(owner.token, treeId, { kind: 'photo' }, file, type))
      expect({ code: res.code, words: words.test(JSON.stringify(res)) }).toEqual({ code: CODES.ARG_ERROR, words: true })
    }
    expect(json<any>(await upload(owner.token, treeId, { kind: 'photo', personIds: 'x,1' }, await phonePhoto())).code).toBe(CODES.ARG_ERROR)
    expect(json<any>(await upload(owner.token, treeId, { kind: 'photo', personIds: '999999' }, await phonePhoto())).code).toBe(CODES.ARG_ERROR)
    expect(await storedKeys(treeId)).toEqual(before)
  })

  it('lets editors add documents, viewers read and comment only, and nobody else anything', async () => {
    const doc = json<any>(await upload(editor.token, treeId, { kind: 'document', title: '林氏族谱第 3 页', personIds: String(father) }, await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f0ead6' } }).png().toBuffer(), 'image/png'))
    expect(doc.data).toMatchObject({ kind: 'document', title: '林氏族谱第 3 页', width: 300, height: 400, uploaderName: '相册编辑' })
    expect(json<any>(await upload(viewer.token, treeId, { kind: 'photo' }, await phonePhoto())).code).toBe(CODES.NOT_FOUND)
    expect((await call(viewer.token, G.removeMedia, { id: treeId, mediaId: doc.data.id })).code).toBe(CODES.NOT_FOUND)
    expect((await call(viewer.token, G.addStory, { id: treeId }, { personId: me, title: '偷写', body: '不行' })).code).toBe(CODES.NOT_FOUND)
    const comment = await call(viewer.token, G.addComment, { id: treeId }, { target: 'media', targetId: doc.data.id, body: '这一页记着曾祖的名字' })
    expect(comment.data).toMatchObject({ body: '这一页记着曾祖的名字', authorName: '相册浏览', mine: true, deletable: true })
    const seen = await call(owner.token, G.comments, { id: treeId }, undefined, { target: 'media', targetId: String(doc.data.id) })
    expect(seen.data.list).toEqual([expect.objectContaining({ body: '这一页记着曾祖的名字', mine: false, deletable: true })])
    expect((await call(editor.token, G.removeComment, { id: treeId, commentId: comment.data.id })).code).toBe(CODES.NOT_FOUND)
    expect((await call(owner.token, G.media, { id: treeId }, undefined, { kind: 'document' })).data.list[0].commentCount).toBe(1)

    // a stranger: 404 for all of it, the same as for no tree; an upload is refused before it is read
    for (const [d, params, body, query] of [
      [G.media, { id: treeId }, undefined, { kind: 'photo' }], [G.stories, { id: treeId }], [G.comments, { id: treeId }, undefined, { target: 'media', targetId: String(doc.data.id) }],
      [G.updateMedia, { id: treeId, mediaId: doc.data.id }, { personIds: [] }], [G.removeMedia, { id: treeId, mediaId: doc.data.id }],
      [G.addStory, { id: treeId }, { personId: me, title: '入侵', body: '入侵' }], [G.addComment, { id: treeId }, { target: 'media', targetId: doc.data.id, body: '入侵' }],
      [G.removeComment, { id: treeId, commentId: comment.data.id }]
    ] as Array<[any, any, any?, any?]>) {
      const res = await call(stranger.token, d, params, body, query)
      expect({ at: d.path, code: res.code }).toEqual({ at: d.path, code: CODES.NOT_FOUND })
      expect(JSON.stringify(res)).not.toMatch(/林|曾祖/)
    }
    expect(json<any>(await upload(stranger.token, treeId, { kind: 'photo' }, Buffer.from('x'))).code).toBe(CODES.NOT_FOUND)
    // the stranger's own tree does not open another tree's comments either
    const theirs = (await call(stranger.token, F.create, {}, { name: '路人家谱' })).data.id
    expect((await call(stranger.token, G.comments, { id: theirs }, undefined, { target: 'media', targetId: String(doc.data.id) })).code).toBe(CODES.NOT_FOUND)
  })

  it('keeps life stories 15 a page, newest first, with comments', async () => {
    for (let i = 1; i <= STORY_PAGE_SIZE + 1; i++) {
      const res = await call(i % 2 ? owner.token : editor.token, G.addStory, { id: treeId }, { personId: father, title: `第 ${i} 篇`, body: `守业公的故事 ${i}\n第二段` })
      expect(res.code).toBe(0)
    }
    const first = await call(viewer.token, G.stories, { id: treeId }, undefined, { personId: String(father) })
    expect(first.data).toMatchObject({ total: 16, size: 15, isEnd: false, editable: false })
    expect(first.data.list.map((s: any) => s.title).slice(0, 2)).toEqual(['第 16 篇', '第 15 篇'])
    expect(first.data.list[0]).toMatchObject({ person: { id: father, name: '林守业' }, body: '守业公的故事 16\n第二段', authorName: '相册编辑' })
    const second = await call(viewer.token, G.stories, { id: treeId }, undefined, { personId: String(father), page: '2' })
    expect(second.data.list.map((s: any) => s.title)).toEqual(['第 1 篇'])
    expect(second.data.isEnd).toBe(true)
    expect((await call(owner.token, G.stories, { id: treeId }, undefined, { personId: String(me) })).data.total).toBe(0)
    const story = first.data.list[0]
    expect((await call(owner.token, G.updateStory, { id: treeId, storyId: story.id }, { title: '守业公下南洋', body: '一九三〇年下南洋。' })).data.title).toBe('守业公下南洋')
    expect((await call(viewer.token, G.addComment, { id: treeId }, { target: 'story', targetId: story.id, body: '原来如此' })).code).toBe(0)
    expect((await call(owner.token, G.addStory, { id: treeId }, { personId: me, title: '', body: '没有标题' })).code).toBe(CODES.ARG_ERROR)
    expect((await call(owner.token, G.addStory, { id: treeId }, { personId: 999999, title: '无此人', body: '无此人' })).code).toBe(CODES.ARG_ERROR)
  })

  it('deletes a photo with its files, a person with their tags and stories, and an account with its trees\' files', async () => {
    const photo = json<any>(await upload(owner.token, treeId, { kind: 'photo', personIds: String(father) }, await phonePhoto())).data
    const keys = (await t.app.db.selectFrom('family_tree_media').select(['storage_key', 'thumb_key']).where('id', '=', photo.id).executeTakeFirstOrThrow())
    expect((await call(editor.token, G.addComment, { id: treeId }, { target: 'media', targetId: photo.id, body: '好照片' })).code).toBe(0)
    expect((await call(editor.token, G.removeMedia, { id: treeId, mediaId: photo.id })).data).toEqual({ deleted: true })
    expect([await t.app.storage.exists(keys.storage_key), await t.app.storage.exists(keys.thumb_key)]).toEqual([false, false])
    expect((await picture(photo.url)).statusCode).toBe(404)
    expect(await t.app.db.selectFrom('family_tree_comments').select('id').where('target', '=', 'media').where('target_id', '=', photo.id).execute()).toEqual([])

    // the father removed: his stories and tags go, the photos stay
    expect((await call(owner.token, F.removePerson, { id: treeId, personId: father })).code).toBe(0)
    expect((await call(owner.token, G.stories, { id: treeId }, undefined, { personId: String(father) })).data.total).toBe(0)
    const docs = await call(owner.token, G.media, { id: treeId }, undefined, { kind: 'document' })
    expect(docs.data.list[0].persons).toEqual([])

    // the owner's account deleted: every picture of the tree goes with it, stored files included
    const stored = await storedKeys(treeId)
    expect(stored.length).toBeGreaterThanOrEqual(4)
    const viewerComment = await call(viewer.token, G.addComment, { id: treeId }, { target: 'media', targetId: docs.data.list[0].id, body: '再看一次' })
    expect(viewerComment.code).toBe(0)
    const handler = t.app.accounts.personalData.list().find(h => h.name === 'familyTree')!
    await t.app.db.transaction().execute(db => handler.delete({ userId: owner.id, phone: null, db, storage: t.app.storage, log: t.app.log }))
    for (const key of stored) expect({ key, exists: await t.app.storage.exists(key) }).toEqual({ key, exists: false })
    for (const table of ['family_tree_media', 'family_tree_media_persons', 'family_tree_stories', 'family_tree_comments'] as const) {
      expect({ table, rows: await t.app.db.selectFrom(table).select('id').where('tree_id', '=', treeId).execute() }).toEqual({ table, rows: [] })
    }
  })
})
