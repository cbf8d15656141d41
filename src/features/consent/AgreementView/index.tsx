/**
 * One agreement or policy text as a page, the one view of every /protocol page: title, version
 * and effective date where it has them, then its sections. The texts are content files
 * (content/agreements/<id>/<version>.md, generated into ../agreements/<id>.ts). The accepted
 * agreements shown at sign-in (/protocol/service, /protocol/privacy, /privacy) are named by
 * `document`; other pages pass their own text as `text`, and `agreement` when it is a document
 * people accept. When staff have published a newer version of that document in /ops/content
 * (issue 26 item 1), the page shows that version instead, as the server rendered it.
 */
import { Text, View } from '@tarojs/components'
import type { AgreementDocument } from '@xungen/contracts'
import { PublishedBody } from '@/features/content/components/ContentView'
import type { AgreementText } from '../agreementText'
import PRIVACY_POLICY_TEXT from '../agreements/privacy'
import SERVICE_AGREEMENT_TEXT from '../agreements/service'
import { usePublishedAgreement } from '../published'
import './index.scss'

export const AGREEMENT_TEXTS = { service: SERVICE_AGREEMENT_TEXT, privacy: PRIVACY_POLICY_TEXT } as const

export type AgreementViewProps =
  | { document: keyof typeof AGREEMENT_TEXTS; text?: undefined; agreement?: undefined }
  | { text: AgreementText; document?: undefined; agreement?: AgreementDocument }

export default function AgreementView(props: AgreementViewProps) {
  const text = props.document ? AGREEMENT_TEXTS[props.document] : props.text!
  const document = props.document ?? props.agreement
  const published = usePublishedAgreement(document)
  const newer = published.status === 'done' ? published.data : null
  if (newer) {
    return (
      <View className='xg-agreement' data-agreement={document} data-version={newer.agreementVersion}>
        <Text className='xg-agreement__title'>{newer.title}</Text>
        <Text className='xg-agreement__meta'>{`版本：${newer.agreementVersion}`}</Text>
        <PublishedBody html={newer.html} />
      </View>
    )
  }
  return (
    <View className='xg-agreement' data-agreement={document} data-version={text.version}>
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
