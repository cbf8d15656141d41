/**
 * The ownership matrix (issue 12): for every declared endpoint whose declaration says who may
 * call it is someone in particular (auth user, sample, share or staff), a second account gets 404
 * or one of the codes the declaration allows, never the first account's data, and changes
 * nothing of it. Generated from the declarations (ENDPOINTS of @xungen/contracts/endpoints): an
 * endpoint declared by a later issue is in the matrix without new test code. What cannot be
 * derived (a valid example body for calls that take one, without which the call stops at
 * validation, which proves less, and sample values of path parameters that are not ids) lives
 * beside each area's tests, in its examples.ts (helpers/ownershipExamples.ts), found by name.
 */
import { AGREEMENTS, CODES, covidBookableDays, type DeliveryAddress, type UploadImageData } from '@xungen/contracts'
import { ACCOUNTS, BIND_ENDPOINTS, CONSENT, CONSULT, COVID, ENDPOINTS, FAMILIES, FAMILY_TREE, FAMILY_TREE_GALLERY, LAB_ENDPOINTS, LINEAGE, REUNION, allowedCodes, type EndpointDeclaration } from '@xungen/contracts/endpoints'
import { LabService } from '../../src/domains/lab'
import { json } from '../helpers/app'
import { auth, createAccountsApp, makeImage, multipart, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import { loadOwnershipExamples } from '../helpers/ownershipExamples'

interface Declared {
  name: string
  d: EndpointDeclaration
}

const DECLARED: Declared[] = Object.entries(ENDPOINTS).flatMap(([area, group]) => Object.entries(group).map(([name, d]) => ({ name: `${area}.${name}`, d: d as EndpointDeclaration })))
const OWNED = DECLARED.filter(e => e.d.auth !== 'public')

/** The owner's address, and the intruder's own (so that the intruder's calls are valid ones). */
const ADDRESS = { receiverName: '归属人甲', mobile: '13700000001', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '归属测试路 9981 号' }
const INTRUDER_ADDRESS = { ...ADDRESS, receiverName: '入侵者', mobile: '13900000009', detail: '入侵者的地址' }

/** Each area's example bodies and path parameters, from the examples.ts beside its tests (helpers/ownershipExamples.ts). */
const EXAMPLES = loadOwnershipExamples()
const EXAMPLE_BODIES = EXAMPLES.bodies
/** Sample values of path parameters that are not the owner's ids; the owner's kit barcode is filled in by beforeAll. */
const EXAMPLE_PARAMS: Record<string, string[]> = { ...EXAMPLES.params, barcode: [] }
const example = (e: Declared, owner: { phone: string }) => (e.d.body ? EXAMPLE_BODIES[e.name]?.({ owner, params: EXAMPLE_PARAMS }) : undefined)

function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(m => m[1])
}

/** Every number under a key named id or ending in Id, anywhere in a value. */
function idsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) value.forEach(v => idsIn(v, into))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'id' || /Id$/.test(k)) && typeof v === 'number') into.add(v)
      else idsIn(v, into)
    }
  }
  return into
}

describe('ownership matrix: a second account never gets the first one’s data (generated from the endpoint declarations)', () => {
  let t: AccountsTestApp
  let owner: { token: string; userId: number; phone: string }
  let intruder: { token: string; userId: number }
  const ownerIds = new Set<number>()
  let markers: string[]
  let snapshot: () => Promise<string>
  /**
   * What the owner read the last time (every owned GET without parameters), and the endpoints the
   * intruder called since. A test compares a new reading with it: the reading after one test is
   * the reading before the next (only the intruder calls in between). A GET is compared lazily, at
   * the next call that may change something (or at the end), naming every endpoint called since.
   */
  let lastReading = ''
  let calledSince: string[] = []
  async function ownerDataUnchanged(calledNow: string, compareNow: boolean) {
    calledSince.push(calledNow)
    if (!compareNow) return
    const now = await snapshot()
    const called = calledSince
    const unchanged = now === lastReading
    // the next comparison starts from this reading: one change fails one test, not every later one
    lastReading = now
    calledSince = []
    expect({ called, unchanged }).toEqual({ called, unchanged: true })
  }

  beforeAll(async () => {
    t = await createAccountsApp()
    const phone = newPhone()
    const ownerName = '归属者甲'
    owner = { ...(await t.signUp(phone, ownerName)), phone }
    intruder = await t.signUp(newPhone(), '入侵者乙')
    // the owner's data: an address, an image, an accepted agreement (later domains' data comes with their seeds)
    const address = json<DeliveryAddress>(await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: ADDRESS, headers: auth(owner.token) })).data
    const image = json<UploadImageData>(await signedUpload(t, ACCOUNTS.uploadImage.path, { type: 'ancestry_report' }, multipart(await makeImage(50, 40, 'png')), auth(owner.token))).data
    // the intruder has an address of its own, so that its calls are valid ones
    await t.signed({ method: 'POST', url: ACCOUNTS.addDeliveryAddress.path, body: INTRUDER_ADDRESS, headers: auth(intruder.token) })
    ownerIds.add(address.id)
    ownerIds.add(owner.userId)
    // a kit of the owner's, bound to a tested person (kit to report): a lab account produces it, the owner binds it
    const staff = await t.signUp(newPhone(), '实验室丙')
    await new LabService(t.app.db, t.app.storage, t.now).grantRole(staff.userId)
    const kit = json<{ barcodes: string[] }>(await t.signed({ method: 'POST', url: LAB_ENDPOINTS.produceBatch.path, body: { sku: 'standard', count: 1 }, headers: auth(staff.token) })).data.barcodes[0]
    await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] }, headers: auth(owner.token) })
    const bound = json<{ personId: number }>(
      await t.signed({
        method: 'POST',
        url: BIND_ENDPOINTS.submit.path,
        body: { barcode: kit, appellation: 'me', name: '归属测试人', surname: '归', sex: 'female', birthday: '1980-01-01', collected: true, collectDate: '2026-11-20', salivaAgree: true, geneRelatives: true },
        headers: auth(owner.token)
      })
    )
    if (bound.code !== 0) throw new Error(`the owner's kit was not bound: ${JSON.stringify(bound)}`)
    EXAMPLE_PARAMS.barcode.push(kit)
    // a 寻根登记 of the owner's (its id is harvested from the owner's list below)
    await t.signed({ method: 'POST', url: LINEAGE.createLead.path, body: { surname: '归', ancestralPlace: '上海市', ancestralPlaceCode: '310000', contactPreference: 'notification' }, headers: auth(owner.token) })
    ownerIds.add(bound.data.personId)
    // a private family tree with one person (issue 24): its ids join the candidates, its names the markers
    const tree = json<{ id: number }>(await t.signed({ method: 'POST', url: FAMILY_TREE.create.path, body: { name: '归属私有家谱' }, headers: auth(owner.token) })).data
    const treePerson = json<{ id: number }>(await t.signed({ method: 'POST', url: FAMILY_TREE.addPerson.path.replace(':id', String(tree.id)), body: { surname: '归', given: '家谱人', sex: 'F' }, headers: auth(owner.token) })).data
    ownerIds.add(tree.id)
    ownerIds.add(treePerson.id)
    // its gallery (issue 24): a photo tagged to the person, a life story and a comment; their ids join the candidates, their words the markers
    const treePath = (d: { path: string }) => d.path.replace(':id', String(tree.id))
    const photo = json<{ id: number; url: string }>(await signedUpload(t, treePath(FAMILY_TREE_GALLERY.upload), { kind: 'photo', title: '归属私有照片', personIds: String(treePerson.id) }, multipart(await makeImage(40, 30, 'jpeg'), { contentType: 'image/jpeg' }), auth(owner.token))).data
    const story = json<{ id: number }>(await t.signed({ method: 'POST', url: treePath(FAMILY_TREE_GALLERY.addStory), body: { personId: treePerson.id, title: '归属私有故事', body: '归属私有故事' }, headers: auth(owner.token) })).data
    const comment = json<{ id: number }>(await t.signed({ method: 'POST', url: treePath(FAMILY_TREE_GALLERY.addComment), body: { target: 'story', targetId: story.id, body: '归属私有评论' }, headers: auth(owner.token) })).data
    for (const x of [photo, story, comment]) ownerIds.add(x.id)
    const photoId = /([A-Za-z0-9_-]{22})\.jpg/.exec(photo.url)![1]
    // an unapproved self-built family (issue 24 item 5), sent to review, with its tree person linked: nobody else sees it
    const family = json<{ id: number }>(await t.signed({ method: 'POST', url: FAMILIES.createSelfBuilt.path, body: { surname: '归', name: '归属私有家族', generationPoem: '归属' }, headers: auth(owner.token) })).data
    await t.signed({ method: 'PUT', url: FAMILIES.selfBuiltTreePersons.path.replace(':id', String(family.id)), body: { treeId: tree.id, personIds: [treePerson.id] }, headers: auth(owner.token) })
    await t.signed({ method: 'POST', url: FAMILIES.submitSelfBuilt.path.replace(':id', String(family.id)), headers: auth(owner.token) })
    ownerIds.add(family.id)
    // a reunion search (issue 24 item 7): the most sensitive of all, its id joins the candidates and its words the markers
    const reunion = json<{ id: number }>(await t.signed({ method: 'POST', url: REUNION.createSearch.path, body: { barcode: kit, kind: 'trafficking', sought: '归属寻亲对象', seekerAppellation: '归属寻亲人', provinceCode: '330000', lostYear: 1991, notes: '归属寻亲描述', contactName: '归属联系人', contactPhone: '13700000002' }, headers: auth(owner.token) }))
    if (reunion.code !== 0) throw new Error(`the owner's reunion search was not made: ${JSON.stringify(reunion)}`)
    ownerIds.add(reunion.data.id)
    // a genetic-counselling booking (issue 26), made before the intruder books one of its own
    const booked = json<{ list: { id: number }[] }>(await t.signed({ method: 'POST', url: CONSULT.book.path, body: EXAMPLE_BODIES['content.book']({ owner, params: EXAMPLE_PARAMS }), headers: auth(owner.token) }))
    if (booked.code !== 0) throw new Error(`the owner's booking was not made: ${JSON.stringify(booked)}`)
    for (const b of booked.data.list) ownerIds.add(b.id)
    // a reaction of the owner's (issue 25), made before the intruder reacts: the intruder's own reaction never takes id 1
    const feel = json<{ id: number }>(await t.signed({ method: 'POST', url: ENDPOINTS.community.setFeel.path, body: { module: 'post', relate_id: 1, feel: 'like' }, headers: auth(owner.token) }))
    if (feel.code !== 0) throw new Error(`the owner's reaction was not made: ${JSON.stringify(feel)}`)
    ownerIds.add(feel.data.id)
    // a covid sample of the owner's with a booking: its code is the sample of :sampleCode (covid/examples.ts), its person's name a marker
    const covidCode = EXAMPLE_PARAMS.sampleCode[0]
    const covidBound = json(await t.signed({ method: 'POST', url: COVID.covidBind.path, body: { sampleCode: covidCode, personName: '归属核酸人' }, headers: auth(owner.token) }))
    const covidSupplier = json<{ list: { id: number }[] }>(await t.signed({ method: 'GET', url: `${COVID.covidSuppliers.path}?cityCode=110100` })).data.list[0]
    const covidBooked = json(await t.signed({ method: 'POST', url: COVID.covidAppointment.path, body: { sampleCode: covidCode, supplierId: covidSupplier.id, provinceCode: '110000', cityCode: '110100', day: covidBookableDays(t.now())[0] }, headers: auth(owner.token) }))
    if (covidBound.code !== 0 || covidBooked.code !== 0) throw new Error(`the owner's covid sample was not booked: ${JSON.stringify([covidBound, covidBooked])}`)
    // what only the owner's answers may contain (a phone the intruder names itself, in wechatBindPhone, is echoed nowhere either)
    markers = [phone, ownerName, '归属测试人', '归属核酸人', '归属私有家谱', '归家谱人', '归属私有照片', '归属私有故事', '归属私有评论', photoId, '归属私有家族', '归属寻亲对象', '归属寻亲描述', '归属联系人', '13700000002', ADDRESS.detail, ADDRESS.receiverName, ADDRESS.mobile, image.uploadUrl.split('/').pop()!.replace('.jpg', '')]
    // what the owner reads through every owned GET without parameters: ids harvested, the whole kept for comparison
    // (not the data export: a few a window, and nothing but what the other readings give)
    const ownReads = OWNED.filter(e => e.d.method === 'GET' && paramNames(e.d.path).length === 0 && e.d !== ACCOUNTS.accountDataExport)
    snapshot = async () => {
      const parts: string[] = []
      for (const e of ownReads) {
        const res = await t.signed({ method: 'GET', url: e.d.path, headers: auth(owner.token) })
        parts.push(`${e.name}: ${res.body}`)
      }
      return parts.join('\n')
    }
    for (const e of ownReads) idsIn(json(await t.signed({ method: 'GET', url: e.d.path, headers: auth(owner.token) })).data, ownerIds)
    ownerIds.delete(intruder.userId)
    lastReading = await snapshot()
  })
  afterAll(() => t.close())

  it('the matrix covers every endpoint that is not public, and each has what it needs', () => {
    expect(OWNED.length).toBeGreaterThan(5)
    // a call that takes a body needs an example here, or it is only checked at its validation
    const withoutExample = OWNED.filter(e => e.d.body && !(e.name in EXAMPLE_BODIES)).map(e => e.name)
    expect(withoutExample).toEqual([])
    // and every example is of a declared endpoint that takes a body (a renamed endpoint leaves none behind)
    const declared = new Set(DECLARED.filter(e => e.d.body).map(e => e.name))
    expect(Object.keys(EXAMPLE_BODIES).filter(name => !declared.has(name)).map(name => `${name} (${EXAMPLES.owners[name]})`)).toEqual([])
  })

  it.each(OWNED.map(e => [e.name, e] as const))('%s: anonymous callers are refused', async (_name, e) => {
    const path = e.d.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, p: string) => (EXAMPLE_PARAMS[p]?.[0] ?? '1'))
    const res = await t.signed({ method: e.d.method, url: path, body: example(e, owner) })
    const code = json(res).code
    // a signed-in owner only: 1001 (or 4006 when the input is refused first); staff: 1001, or not there (404);
    // sample/share: whatever the declaration allows, never the owner's data
    // staff: 1001 without a session (serve.test), 404 for an account without the role
    const expected = e.d.auth === 'user' ? [CODES.SESSION_INVALID, CODES.ARG_ERROR] : typeof e.d.auth === 'object' ? [CODES.SESSION_INVALID, CODES.NOT_FOUND, CODES.ARG_ERROR] : [...allowedCodes(e.d)]
    expect({ endpoint: e.name, allowed: expected.includes(code) }).toEqual({ endpoint: e.name, allowed: true })
    for (const m of markers) expect(res.body).not.toContain(m)
  })

  it.each(OWNED.map(e => [e.name, e] as const))('%s: the second account gets 404 or a declared code, never the owner’s data', async (_name, e) => {
    const names = paramNames(e.d.path)
    const candidates: Array<Record<string, string>> = names.length === 0 ? [{}] : []
    if (names.length) {
      for (const id of ownerIds) candidates.push(Object.fromEntries(names.map(n => [n, EXAMPLE_PARAMS[n] ? EXAMPLE_PARAMS[n][0] : String(id)])))
      for (const n of names) for (const v of EXAMPLE_PARAMS[n] ?? []) candidates.push(Object.fromEntries(names.map(m => [m, m === n ? v : String([...ownerIds][0])])))
    }
    const allowed = allowedCodes(e.d)
    for (const params of candidates) {
      const path = e.d.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, p: string) => encodeURIComponent(params[p]))
      const res = e.d.file
        ? await signedUpload(t, path, {}, multipart(await makeImage(8, 8, 'png')), auth(intruder.token))
        : await t.signed({ method: e.d.method, url: path, body: example(e, owner), headers: auth(intruder.token) })
      const code = json(res).code
      const at = `${e.d.method} ${path}`
      expect({ at, allowed: allowed.has(code) }).toEqual({ at, allowed: true })
      // an owner's id in the path is never served to someone else
      if (names.some(n => !EXAMPLE_PARAMS[n])) expect({ at, code }).not.toEqual({ at, code: CODES.SUCCESS })
      for (const m of markers) expect({ at, leaked: res.body.includes(m) ? m : null }).toEqual({ at, leaked: null })
    }
    // nothing of the owner's changed (after a GET: checked at the next call that may change something)
    await ownerDataUnchanged(e.name, e.d.method !== 'GET')
  })

  it('after every call of the anonymous callers and the second account, the owner’s data is as it was', async () => {
    await ownerDataUnchanged('(end)', true)
  })
})
