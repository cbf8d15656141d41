/**
 * One agreement or policy text as a page, the one view of every /protocol page: title, version
 * and effective date where it has them, then its sections. The accepted agreements
 * (/protocol/service, /protocol/privacy, /privacy) take their versions from the contracts (the
 * server records acceptance against the same versions); the binding agreements (bindingTexts.ts)
 * and the purchase texts (purchaseTexts.ts) are passed as `text`.
 */
import { Text, View } from '@tarojs/components'
import { AGREEMENT_TEXTS, type AgreementText } from '../texts'
import './index.scss'

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
