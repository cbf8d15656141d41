import { EMPTY_INVOICE_FORM, invoiceBody, invoiceFormProblems } from '../invoiceForm'

describe('the invoice form', () => {
  it('a personal invoice needs a name and an e-mail only', () => {
    expect(invoiceFormProblems(EMPTY_INVOICE_FORM)).toEqual({ title: '请填写个人姓名', email: '请填写接收发票的邮箱' })
    expect(invoiceFormProblems({ ...EMPTY_INVOICE_FORM, title: '王小明', email: 'me@example.com' })).toEqual({})
  })

  it('a company needs a taxpayer code with the right check character', () => {
    const company = { ...EMPTY_INVOICE_FORM, type: 1 as const, title: '示例科技有限公司', email: 'f@example.com' }
    expect(invoiceFormProblems(company)).toEqual({ taxpayerCode: '请填写纳税人识别号' })
    expect(invoiceFormProblems({ ...company, taxpayerCode: '91350100M000100Y44' })).toEqual({ taxpayerCode: '纳税人识别号校验位不正确，请核对' })
    expect(invoiceFormProblems({ ...company, taxpayerCode: '91350100m000100y43' })).toEqual({})
  })

  it('the body leaves the company fields out of a personal invoice and upper-cases the code', () => {
    const personal = invoiceBody('20261125123456789012', { ...EMPTY_INVOICE_FORM, title: ' 王小明 ', email: 'me@example.com', taxpayerCode: 'x', registerBank: '某银行' })
    expect(personal).toEqual({ orderNo: '20261125123456789012', invoiceType: 1, type: 0, email: 'me@example.com', info: { companyName: '王小明', taxpayerCode: undefined, registerAddress: undefined, registerNumber: undefined, registerBank: undefined, bankAccount: undefined, invoiceContent: '基因解读服务费' } })
    const company = invoiceBody('20261125123456789012', { ...EMPTY_INVOICE_FORM, type: 1, title: '示例科技', email: 'f@example.com', taxpayerCode: '91350100m000100y43', registerBank: '某银行' })
    expect(company.info).toMatchObject({ taxpayerCode: '91350100M000100Y43', registerBank: '某银行', registerAddress: undefined })
  })
})
