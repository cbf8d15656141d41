/**
 * One agreement or policy text as a page, the one view of every /protocol page: title, version
 * and effective date where it has them, then its sections. The texts are content files
 * (content/agreements/<id>/<version>.md, generated into ../agreements/<id>.ts). The accepted
 * agreements shown at sign-in (/protocol/service, /protocol/privacy, /privacy) are named by
 * `document`; their versions are the contracts' (the server records acceptance against the same
 * versions, generated from the same files). Other pages pass their own text as `text`.
 */
import { Text, View } from '@tarojs/components'
import type { AgreementText } from '../agreementText'
import PRIVACY_POLICY_TEXT from '../agreements/privacy'
import SERVICE_AGREEMENT_TEXT from '../agreements/service'
import './index.scss'

export const AGREEMENT_TEXTS = { service: SERVICE_AGREEMENT_TEXT, privacy: PRIVACY_POLICY_TEXT } as const

export type AgreementViewProps = { document: keyof typeof AGREEMENT_TEXTS; text?: undefined } | { text: AgreementText; document?: undefined }

export default function AgreementView(props: AgreementViewProps) {
  const text = props.document ? AGREEMENT_TEXTS[props.document] : props.text!
  return (
    <View className='xg-agreement' data-agreement={props.document} data-version={text.version}>
      <Text className='xg-agreement__title'>{text.title}</Text>
      {text.version && <Text className='xg-agreement__meta'>{`版本：${text.version}　生效日期：${text.effective}`}</Text>}
      {text.intro.map((p, i) => (
        <Text key={`intro-${i}`} className='xg-agreement__paragraph xg-agreement__paragraph--intro'>{p}</Text>
      ))}
      {text.sections.map(section => (
        <View key={section.heading} id={section.id} className='xg-agreement__section'>
          <Text className='xg-agreement__heading'>{section.heading}</Text>
          {section.paragraphs.map((p, i) => (
            <Text key={i} className='xg-agreement__paragraph'>{p}</Text>
          ))}
        </View>
      ))}
    </View>
  )
}
