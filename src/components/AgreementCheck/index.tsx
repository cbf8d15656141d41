/** 「我已阅读并同意《用户服务协议》《隐私政策》」 under the sign-in and sign-up forms; never ticked in advance. */
import { Text, View } from '@tarojs/components'
import Link from '../Link'
import '../Checkbox/index.scss'
import { pressKeys } from '@/platform/keys'

/** One document to agree to (features/account/model/agreements.ts says which). */
export interface AgreementLink {
  title: string
  url: string
}

export interface AgreementCheckProps {
  agreements: readonly AgreementLink[]
  checked: boolean
  onChange: (checked: boolean) => void
  /** the person tried to go on without ticking it */
  highlight?: boolean
}

export default function AgreementCheck({ agreements, checked, onChange, highlight }: AgreementCheckProps) {
  const toggle = () => onChange(!checked)
  return (
    <View className={`xg-checkbox xg-auth__agreement${checked ? ' xg-checkbox--checked' : ''}${highlight ? ' xg-checkbox--highlight' : ''}`}>
      <View {...pressKeys()} className='xg-checkbox__box' ariaRole='checkbox' ariaChecked={checked} ariaLabel='同意协议' onClick={toggle}>
        <View className='xg-checkbox__tick' />
      </View>
      <View className='xg-checkbox__label'>
        <Text onClick={toggle}>我已阅读并同意</Text>
        {agreements.map(a => (
          <Link key={a.url} to={a.url} className='xg-auth__agreement-link'>{`《${a.title}》`}</Link>
        ))}
      </View>
    </View>
  )
}
