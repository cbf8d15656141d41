import { CODES, DESCRIPTION_KEYS } from '@xungen/contracts'
import { json } from '../helpers/app'
import { useTestApp } from '../helpers/fixture'

describe('common: description configs (spec 7.2, 7.3)', () => {
  const t = useTestApp({ config: { bodyLimitBytes: 2048 } })

  describe('GET /web/api/new/common/descriptions?keys (spec 7.2)', () => {
    it('returns the seeded configs in the order asked, each once, leaving unknown keys out', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'SINGLE_PRODUCT_IDS,NO_SUCH_KEY,IS_OPEN_PIWIK,SINGLE_PRODUCT_IDS' } })
      expect(res.statusCode).toBe(200)
      expect(json(res)).toEqual({
        code: 0,
        message: '',
        data: {
          list: [
            { key: 'SINGLE_PRODUCT_IDS', name: '单品商品 ID 列表', content: '[]', contentType: 'JSON' },
            { key: 'IS_OPEN_PIWIK', name: '是否开启页面访问统计', content: 'false', contentType: 'BOOLEAN' }
          ]
        }
      })
      expect(res.headers['cache-control']).toBe('no-store')
    })

    it('reads what is in the database, not a fixed answer', async () => {
      await t.app.db.updateTable('description_configs').set({ content: 'true' }).where('key', '=', DESCRIPTION_KEYS.IS_OPEN_PIWIK).execute()
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'IS_OPEN_PIWIK' } })
      expect(json<{ list: Array<{ content: string }> }>(res).data.list[0].content).toBe('true')
      await t.app.db.updateTable('description_configs').set({ content: 'false' }).where('key', '=', DESCRIPTION_KEYS.IS_OPEN_PIWIK).execute()
    })

    it('answers an empty list for keys that do not exist', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'NOPE' } })
      expect(json(res)).toEqual({ code: 0, message: '', data: { list: [] } })
    })

    it('refuses a missing keys parameter with 4006 naming it', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions' })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '缺少参数 keys', data: { fields: [{ field: 'keys', message: '缺少参数 keys' }] } })
    })

    it('refuses an empty keys parameter', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: '' } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: expect.stringContaining('keys') })
    })

    it('refuses a malformed key with the field and its index', async () => {
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'IS_OPEN_PIWIK,drop table' } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 keys[1]：配置项名称格式不正确' })
    })

    it('refuses more than 50 keys', async () => {
      const keys = Array.from({ length: 51 }, (_, i) => `K${i}`).join(',')
      const res = await t.signed({ method: 'GET', url: '/web/api/new/common/descriptions', query: { keys } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: expect.stringContaining('50') })
    })

    it('refuses an unsigned call (spec 7.1)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/web/api/new/common/descriptions?keys=IS_OPEN_PIWIK' })
      expect(res.statusCode).toBe(401)
      expect(json(res)).toEqual({ code: CODES.SIGN_INVALID, message: '请求签名无效', data: null })
    })
  })

  describe('GET /proxy/common/descriptions/:key (spec 7.3)', () => {
    it('returns one config', async () => {
      const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/IS_OPEN_PIWIK' })
      expect(json(res)).toEqual({ code: 0, message: '', data: { key: 'IS_OPEN_PIWIK', name: '是否开启页面访问统计', content: 'false', contentType: 'BOOLEAN' } })
    })

    it('answers 404 for a key that does not exist', async () => {
      const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/NO_SUCH_KEY' })
      expect(res.statusCode).toBe(404)
      expect(json(res)).toEqual({ code: CODES.NOT_FOUND, message: '配置项不存在', data: null })
    })

    it('refuses a malformed key', async () => {
      const res = await t.signed({ method: 'GET', url: '/proxy/common/descriptions/lower-case' })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 key：配置项名称格式不正确', data: { fields: [{ field: 'key' }] } })
    })
  })

  describe('POST /proxy/common/descriptions (spec 7.3)', () => {
    it('returns the configs for the keys of the body', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: ['IS_OPEN_PIWIK'] } })
      expect(json(res)).toMatchObject({ code: 0, data: { list: [{ key: 'IS_OPEN_PIWIK' }] } })
    })

    it('refuses a missing body field', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: {} })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '缺少参数 keys' })
    })

    it('refuses no body at all', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions' })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '缺少请求内容', data: { fields: [{ field: '请求内容' }] } })
    })

    it('refuses a wrong type, naming the field and the expected type', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: 'IS_OPEN_PIWIK' } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 keys 类型错误，应为数组' })
      const res2 = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: [42] } })
      expect(json(res2)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 keys[0] 类型错误，应为字符串' })
    })

    it('refuses an empty list', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: [] } })
      expect(json(res)).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 keys：请提供配置项名称' })
    })

    it('refuses a body that is not JSON', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: '{"keys": [', headers: { 'content-type': 'application/json' } })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '请求内容不是合法的 JSON', data: null })
    })

    it('refuses an oversized body with 413 and 4006', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: { keys: ['A'.repeat(5000)] } })
      expect(res.statusCode).toBe(413)
      expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '请求内容过大', data: null })
    })

    it('refuses an unsupported content type with 415 and 4006', async () => {
      const res = await t.signed({ method: 'POST', url: '/proxy/common/descriptions', body: '<keys/>', headers: { 'content-type': 'application/xml' } })
      expect(res.statusCode).toBe(415)
      expect(json(res)).toEqual({ code: CODES.ARG_ERROR, message: '不支持的请求内容格式', data: null })
    })

    it('answers the 404 envelope for a method the path does not have', async () => {
      const res = await t.signed({ method: 'DELETE', url: '/proxy/common/descriptions' })
      expect(res.statusCode).toBe(404)
      expect(json(res)).toMatchObject({ code: CODES.NOT_FOUND })
    })
  })
})
