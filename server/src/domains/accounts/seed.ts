/** Description configs the account pages read (ACCOUNT_DESCRIPTION_KEYS): inserted when missing, never overwritten. */
import { ACCOUNT_DESCRIPTION_KEYS } from '@xungen/contracts'
import type { Seed } from '../../seed'

export const ACCOUNT_DESCRIPTION_CONFIGS = [
  {
    key: ACCOUNT_DESCRIPTION_KEYS.ACCOUNT_CANCEL_NOTICE,
    name: '注销账号须知',
    content: [
      '<p>注销账号是不可恢复的操作，请您谨慎考虑：</p>',
      '<ol>',
      '<li>提交申请后进入冷静期（默认 15 天），冷静期内您可以随时撤销申请，账号照常使用。</li>',
      '<li>冷静期结束后，我们将删除您的账号及全部个人信息，包括检测人信息、基因数据与原始数据文件、检测报告、收货地址、上传的图片和消息记录，删除后无法恢复。</li>',
      '<li>账号下已绑定的样本编码需要您逐一勾选确认，其检测数据将一并删除。</li>',
      '<li>注销完成后，该手机号可以重新注册，但无法找回原账号的任何数据。</li>',
      '</ol>'
    ].join(''),
    content_type: 'HTML'
  },
  {
    key: ACCOUNT_DESCRIPTION_KEYS.SIGNIN_AGREEMENTS,
    name: '登录注册页协议链接',
    content: JSON.stringify([
      { title: '用户服务协议', url: '/protocol/service' },
      { title: '隐私政策', url: '/privacy' }
    ]),
    content_type: 'JSON'
  }
] as const

/** What version 1 seeded for the sign-in agreements: replaced by version 2 only where no operator changed it. */
const SIGNIN_AGREEMENTS_V1 = JSON.stringify([{ title: '隐私政策', url: '/privacy' }])

export const accountDescriptionConfigsSeed: Seed = {
  name: 'user.description-configs',
  version: 2,
  async run(trx, { now }) {
    await trx
      .insertInto('description_configs')
      .values(ACCOUNT_DESCRIPTION_CONFIGS.map(c => ({ ...c, updated_at: now })))
      .onConflict(oc => oc.column('key').doNothing())
      .execute()
    // v2: the sign-in page links the user service agreement as well as the privacy policy
    const agreements = ACCOUNT_DESCRIPTION_CONFIGS.find(c => c.key === ACCOUNT_DESCRIPTION_KEYS.SIGNIN_AGREEMENTS)!
    await trx
      .updateTable('description_configs')
      .set({ content: agreements.content, updated_at: now })
      .where('key', '=', agreements.key)
      .where('content', '=', SIGNIN_AGREEMENTS_V1)
      .execute()
  }
}
