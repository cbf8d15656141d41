/** An agreement as the product writes it: title, preface, numbered sections. */
import { Text, View } from '@tarojs/components'
import type { AgreementText } from '../../texts'
import './index.scss'

export default function AgreementDocument({ text }: { text: AgreementText }) {
  return (
    <View className='xg-agreement'>
      <Text className='xg-agreement__title'>{text.title}</Text>
      <Text className='xg-agreement__preface'>{text.preface}</Text>
      {text.sections.map(s => (
        <View key={s.heading} className='xg-agreement__section'>
          <Text className='xg-agreement__heading'>{s.heading}</Text>
          {s.paragraphs.map(p => (
            <Text key={p} className='xg-agreement__paragraph'>{p}</Text>
          ))}
        </View>
      ))}
    </View>
  )
}
