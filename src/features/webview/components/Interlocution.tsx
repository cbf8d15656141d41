/**
 * /interlocution/{familystory, privacy, qualification} (spec 2.13 问答): the questions staff answer
 * in /ops/content (page/interlocution-<topic>), else the product's own answers, each a summary of
 * the document it links to (model/interlocution.ts).
 */
import { Text, View } from '@tarojs/components'
import Link from '@/components/Link'
import ContentView from '@/features/content/components/ContentView'
import { INTERLOCUTION, INTERLOCUTION_PATHS, INTERLOCUTION_TITLES, interlocutionKey, type InterlocutionTopic } from '../model/interlocution'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

function Answers({ topic }: { topic: InterlocutionTopic }) {
  return (
    <View data-answers={topic}>
      {INTERLOCUTION[topic].map(item => (
        <View key={item.q} className='xg-wv__qa'>
          <Text className='xg-wv__q'>{`问：${item.q}`}</Text>
          <Text className='xg-wv__a'>{`答：${item.a}`}</Text>
          <Link to={item.source.to} className='xg-wv__source'>{`详见：${item.source.label}`}</Link>
        </View>
      ))}
    </View>
  )
}

export default function Interlocution({ topic }: { topic: InterlocutionTopic }) {
  return (
    <View className='xg-paper' data-page={`interlocution-${topic}`}>
      <Text className='xg-paper__title'>{INTERLOCUTION_TITLES[topic]}</Text>
      <ContentView contentKey={interlocutionKey(topic)} showTitle={false} fallback={<Answers topic={topic} />} />
      <View className='xg-wv__links'>
        {(Object.keys(INTERLOCUTION_TITLES) as InterlocutionTopic[]).filter(t => t !== topic).map(t => (
          <Link key={t} to={INTERLOCUTION_PATHS[t]} className='xg-wv__link'>{INTERLOCUTION_TITLES[t]}</Link>
        ))}
      </View>
    </View>
  )
}
