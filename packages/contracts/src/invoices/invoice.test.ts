import { invoiceRequestSchema } from '../endpoints/invoices'
import { canInvoiceOrder, emailProblem, taxpayerCodeProblem, usccCheckChar } from '.'

describe('taxpayer code: the unified social credit code of GB 32100-2015', () => {
  it('accepts codes whose 18th character is the check character (upper or lower case)', () => {
    expect(taxpayerCodeProblem('91350100M000100Y43')).toBeNull()
    expect(taxpayerCodeProblem('91110000600037341L')).toBeNull()
    expect(taxpayerCodeProblem(' 91350100m000100y43 ')).toBeNull()
    expect(usccCheckChar('91350100M000100Y4')).toBe('3')
  })

  it('refuses a wrong check character, a wrong length, and letters the code never uses', () => {
    expect(taxpayerCodeProblem('91350100M000100Y44')).toBe('纳税人识别号校验位不正确，请核对')
    expect(taxpayerCodeProblem('91350100M000100Y4')).toBe('纳税人识别号应为 18 位统一社会信用代码')
    expect(taxpayerCodeProblem('91350100M000100YI3')).toBe('纳税人识别号只含数字和大写字母（不含 I、O、S、V、Z）')
    expect(taxpayerCodeProblem('')).toBe('请填写纳税人识别号')
  })

  it('every single-character change of a valid code is caught', () => {
    const valid = '91350100M000100Y43'
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    for (let i = 0; i < 18; i++) {
      for (const c of alphabet) {
        if (c === valid[i]) continue
        const changed = valid.slice(0, i) + c + valid.slice(i + 1)
        expect({ changed, ok: taxpayerCodeProblem(changed) === null }).toEqual({ changed, ok: false })
      }
    }
  })
})

describe('the invoice request', () => {
  const base = { orderNo: '20261125123456789012', email: 'a@example.com', info: { companyName: '王小明' } }

  it('defaults to invoiceType 1, a personal title and the gene-interpretation service fee (spec 9, 3.13)', () => {
    const parsed = invoiceRequestSchema.parse(base)
    expect(parsed).toMatchObject({ invoiceType: 1, type: 0, info: { invoiceContent: '基因解读服务费' } })
  })

  it('a company title needs its taxpayer code, checked and upper-cased', () => {
    expect(invoiceRequestSchema.safeParse({ ...base, type: 1 }).error?.issues[0]).toMatchObject({ path: ['info', 'taxpayerCode'], message: '企业抬头需要填写纳税人识别号' })
    const ok = invoiceRequestSchema.parse({ ...base, type: 1, info: { companyName: '示例科技有限公司', taxpayerCode: '91350100m000100y43' } })
    expect(ok.info.taxpayerCode).toBe('91350100M000100Y43')
    expect(invoiceRequestSchema.safeParse({ ...base, type: 1, info: { companyName: '示例科技', taxpayerCode: '91350100M000100Y44' } }).error?.issues[0].message).toBe('纳税人识别号校验位不正确，请核对')
  })

  it('refuses a bad e-mail and another invoice type', () => {
    expect(emailProblem('a@b')).toBe('邮箱格式不正确')
    expect(emailProblem('')).toBe('请填写接收发票的邮箱')
    expect(invoiceRequestSchema.safeParse({ ...base, email: 'nope' }).success).toBe(false)
    expect(invoiceRequestSchema.safeParse({ ...base, invoiceType: 2 }).success).toBe(false)
  })

  it('only paid, unrefunded orders can be invoiced', () => {
    expect(['PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED'].every(canInvoiceOrder)).toBe(true)
    expect(['PENDING_PAYMENT', 'CANCELLED', 'REFUNDING', 'REFUNDED'].some(canInvoiceOrder)).toBe(false)
  })
})
