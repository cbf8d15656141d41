import { CODES } from '@xungen/contracts'
import { COMMON } from '@xungen/contracts/endpoints'
import { json } from '../helpers/app'
import { signedInUser, useTestApp } from '../helpers/fixture'

describe('common: POST /proxy/common/antispam/texts (spec 7.3 Common, spec 5 sensitive words)', () => {
  const t = useTestApp()
  const check = (body: unknown, token?: string) => t.signed({ method: 'POST', url: COMMON.antispamTexts.path, body, headers: token ? { token } : {} })

  it('answers passed or not for each text, in order, without naming the words', async () => {
    const { token } = await signedInUser(t.app)
    const res = json<{ results: Array<{ passed: boolean }> }>(await check({ texts: ['今天天气不错', '我是 管-理-员', '家谱\n第二行', 'ＡＢＣ官方'] }, token))
    expect(res).toEqual({ code: 0, message: '', data: { results: [{ passed: true }, { passed: false }, { passed: true }, { passed: false }] } })
  })

  it('is for signed-in accounts only', async () => {
    expect(json(await check({ texts: ['你好'] })).code).toBe(CODES.SESSION_INVALID)
  })

  it('refuses no texts, too many, too long, and control characters', async () => {
    const { token } = await signedInUser(t.app)
    expect(json(await check({ texts: [] }, token))).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 texts：请提供要检查的文字' })
    expect(json(await check({ texts: Array(21).fill('a') }, token))).toMatchObject({ code: CODES.ARG_ERROR, message: '参数 texts：一次最多检查 20 段文字' })
    expect(json(await check({ texts: ['字'.repeat(2001)] }, token)).code).toBe(CODES.ARG_ERROR)
    expect(json(await check({ texts: ['a\u202eb'] }, token)).code).toBe(CODES.ARG_ERROR)
  })
})
