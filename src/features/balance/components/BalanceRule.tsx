/** /balance/rule (spec 2.13 余额规则): where the balance comes from and the withdrawal limits the server enforces. */
import { Text, View } from '@tarojs/components'
import { REDEMPTION_VALID_DAYS, WITHDRAWAL_LIMITS, yuanText } from '@xungen/contracts'
import { RuleList } from '../../activities/components/moneyPages'

export const BALANCE_RULES = [
  '余额来自平台活动奖励（例如邀请好友助力成功），奖励需在“余额”页手动领取，领取后计入余额。',
  `奖励自发放起 ${REDEMPTION_VALID_DAYS} 天内有效，逾期未领取自动失效。`,
  `单笔提现不少于 ${yuanText(WITHDRAWAL_LIMITS.minFen)} 元，不超过 ${yuanText(WITHDRAWAL_LIMITS.maxPerWithdrawalFen)} 元。`,
  `每天（北京时间）最多申请提现 ${WITHDRAWAL_LIMITS.dailyCount} 次，累计不超过 ${yuanText(WITHDRAWAL_LIMITS.dailyFen)} 元；未通过审核的申请计入次数，不计入金额。`,
  '提现需通过账号绑定手机的短信验证码确认，提交后金额立即从余额中冻结，不能重复使用。',
  '提现申请由财务人员审核，通过后转入您填写的支付宝账户；收款人姓名须与支付宝实名一致。审核未通过的金额全额退回余额。',
  '余额不能用于支付订单，不计利息，不可转让。'
]

export default function BalanceRule() {
  return (
    <View className='xg-money'>
      <View className='xg-money__card'>
        <Text className='xg-money__title'>余额规则</Text>
        <RuleList rules={BALANCE_RULES} />
      </View>
    </View>
  )
}
