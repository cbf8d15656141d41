import { WITHDRAWAL_LIMITS, beijingDayStart, maskAccount, payeeAccountProblem, payeeNameProblem, withdrawableFen, withdrawalAmountProblem } from '.'

describe('withdrawal limits', () => {
  const fresh = { balanceFen: 300000, usedTodayFen: 0, countToday: 0 }

  it('an amount must be at least the minimum, within the balance and the single limit', () => {
    expect(withdrawalAmountProblem(1000, fresh)).toBeNull()
    expect(withdrawalAmountProblem(999, fresh)).toBe('单笔提现不能少于 10.00 元')
    expect(withdrawalAmountProblem(0, fresh)).toBe('请输入提现金额')
    expect(withdrawalAmountProblem(10.5, fresh)).toBe('请输入提现金额')
    expect(withdrawalAmountProblem(300001, fresh)).toBe('提现金额不能超过余额')
    expect(withdrawalAmountProblem(200001, fresh)).toBe('单笔提现不能超过 2000.00 元')
  })

  it('the day allows 3 requests and 5000 yuan in all', () => {
    expect(withdrawalAmountProblem(1000, { ...fresh, countToday: 3 })).toBe('每天最多提现 3 次，请明天再试')
    expect(withdrawalAmountProblem(100001, { ...fresh, usedTodayFen: 400000 })).toBe('每天累计提现不能超过 5000.00 元')
    expect(withdrawalAmountProblem(100000, { ...fresh, usedTodayFen: 400000 })).toBeNull()
  })

  it('what may be withdrawn now is the balance within the day’s room, or nothing below the minimum', () => {
    expect(withdrawableFen(300000, 0, 0)).toBe(WITHDRAWAL_LIMITS.maxPerWithdrawalFen)
    expect(withdrawableFen(1500, 0, 0)).toBe(1500)
    expect(withdrawableFen(999, 0, 0)).toBe(0)
    expect(withdrawableFen(300000, 495000, 1)).toBe(5000)
    expect(withdrawableFen(300000, 499500, 1)).toBe(0)
    expect(withdrawableFen(300000, 0, 3)).toBe(0)
  })

  it('the day is Beijing’s: 16:00 UTC starts a new one', () => {
    expect(new Date(beijingDayStart(Date.UTC(2026, 10, 25, 15, 59))).toISOString()).toBe('2026-11-24T16:00:00.000Z')
    expect(new Date(beijingDayStart(Date.UTC(2026, 10, 25, 16, 0))).toISOString()).toBe('2026-11-25T16:00:00.000Z')
  })
})

describe('payee', () => {
  it('an Alipay account is a mainland mobile number or an e-mail address', () => {
    expect(payeeAccountProblem('13800138000')).toBeNull()
    expect(payeeAccountProblem('wang.xm@example.com')).toBeNull()
    expect(payeeAccountProblem('1380013800')).toBe('支付宝账号应为手机号或邮箱')
    expect(payeeAccountProblem('')).toBe('请填写支付宝账号')
  })

  it('the real name is 2 to 20 Chinese characters, a middle dot allowed', () => {
    expect(payeeNameProblem('王小明')).toBeNull()
    expect(payeeNameProblem('阿依古丽·买买提')).toBeNull()
    expect(payeeNameProblem('王')).toBe('请填写与支付宝实名一致的中文姓名')
    expect(payeeNameProblem('Wang')).toBe('请填写与支付宝实名一致的中文姓名')
  })

  it('accounts are masked in lists', () => {
    expect(maskAccount('13800138000')).toBe('138****8000')
    expect(maskAccount('wang@example.com')).toBe('wa***@example.com')
  })
})
