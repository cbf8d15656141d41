/** /balance/protocol (spec 2.13 余额服务协议): the terms a person accepts before withdrawing. */
import { Text, View } from '@tarojs/components'
import { RuleList } from '../../activities/components/moneyPages'
import { BALANCE_RULES } from './BalanceRule'

const TERMS = [
  '本协议适用于您在基因寻根账户中的余额及其提现。申请提现即表示您已阅读并同意本协议。',
  '余额仅来源于平台发放并经您领取的活动奖励，不是存款，不能充值。',
  '您应保证填写的支付宝账号与收款人姓名真实、属于您本人。因信息填写错误导致无法到账或转入他人账户的，平台将协助处理，但不承担由此造成的损失。',
  '平台发现以批量注册、虚假账号等不正当手段获取奖励的，有权拒绝提现并扣回相应奖励。',
  '提现所需的姓名、支付宝账号与提现记录作为财务凭证依法保存；注销账号后，未领取的奖励失效。',
  '如对提现有疑问，请在工作日 09:00–18:00 联系客服。'
]

export default function BalanceProtocol() {
  return (
    <View className='xg-money'>
      <View className='xg-money__card'>
        <Text className='xg-money__title'>余额服务协议</Text>
        <RuleList rules={TERMS} />
        <Text className='xg-money__subtitle'>附：余额规则</Text>
        <RuleList rules={BALANCE_RULES} />
      </View>
    </View>
  )
}
