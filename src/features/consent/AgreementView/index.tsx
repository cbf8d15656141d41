/**
 * One agreement as a page (/protocol/service, /protocol/privacy, /privacy): title, version and
 * effective date, then its sections. The texts and versions are the contracts' (the server
 * records acceptance against the same versions).
 */
import { Text, View } from '@tarojs/components'
import { AGREEMENT_TEXTS } from '../texts'
import './index.scss'

export interface AgreementViewProps {
  document: keyof typeof AGREEMENT_TEXTS
}

export default function AgreementView({ document }: AgreementViewProps) {
  const text = AGREEMENT_TEXTS[document]
  return (
    <View className='xg-agreement' data-agreement={document} data-version={text.version}>
      <Text className='xg-agreement__title'>{text.title}</Text>
      <Text className='xg-agreement__meta'>{`版本：${text.version}　生效日期：${text.effective}`}</Text>
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
