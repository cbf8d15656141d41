/**
 * /import (spec 2.1): the entry to raw-data import, linked from the hero, the header, the drawer,
 * the footer and the account centre. It says what can be imported (the companies and formats the
 * engine reads) and opens the two importers of spec 2.5; they ask a visitor to sign in first.
 */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import { CHIP_SOURCES, IMPORTERS } from '../model'
import '../../persons/components/persons.scss'
import './import.scss'

export default function ImportHome() {
  return (
    <View className='xg-persons xg-import xg-import-home'>
      <Text className='xg-persons__title'>导入基因数据</Text>
      <Text className='xg-persons__note'>已在其他平台做过基因检测？不用重新采样，导入原始数据即可在基因寻根查看报告。原始数据加密保存，只有您本人可以下载，注销账号时一并删除。</Text>
      {IMPORTERS.map(i => (
        <View key={i.key} className={`xg-persons__card xg-import-home__card xg-import-home__card--${i.key}`}>
          <Text className='xg-persons__name'>{i.title}</Text>
          <Text className='xg-persons__note'>{i.text}</Text>
          <Text className='xg-persons__meta'>{`支持格式：${i.formats}`}</Text>
          {/* plain text, not chips: nothing here is a link */}
          {i.key === 'chip' && <Text className='xg-persons__meta xg-import-home__sources'>{`可导入：${CHIP_SOURCES.map(s => s.name).join('、')}，以及同样格式的其他芯片数据`}</Text>}
          <Button to={i.to} className={`xg-import-home__go xg-import-home__go--${i.key}`}>{i.action}</Button>
        </View>
      ))}
      <Text className='xg-persons__note'>导入前需要登录。数据中无法识别的行会被跳过并告诉您原因，不会凭空补全；位点太少或坐标版本不支持的文件不会被保存。</Text>
    </View>
  )
}
