/** /balance/success (spec 2.13 提现申请已提交): what happens next. */
import { Text, View } from '@tarojs/components'
import { yuanText } from '@xungen/contracts'
import Button from '@/components/Button'
import { href } from '@/routes/href'
import '@/theme/money.scss'

export default function WithdrawSuccess({ no, amount }: { no?: string; amount?: string }) {
  const fen = Number(amount)
  return (
    <View className='xg-money'>
      <View className='xg-money__card' style={{ alignItems: 'center', textAlign: 'center' }}>
        <Text className='xg-money__title'>提现申请已提交</Text>
        {Number.isSafeInteger(fen) && fen > 0 && <Text className='xg-money__hero-amount' style={{ color: '#17212b' }}>{`¥${yuanText(fen)}`}</Text>}
        {no && <Text className='xg-money__muted'>{`申请单号 ${no}`}</Text>}
        <Text className='xg-money__text'>提现金额已从余额中冻结。财务人员审核通过后转入您填写的支付宝账户；审核未通过时，金额会退回余额，并在提现记录中注明原因。</Text>
      </View>
      <Button block to={href('/balance/withdraw')}>返回余额</Button>
    </View>
  )
}
