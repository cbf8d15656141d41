/**
 * /ops/content, visits (issue 26 item 10): the daily roll-up of page views, button presses and
 * distinct accounts over the last 14 days (China time), drawn as bars with their figures, and the
 * most viewed pages; whether the IS_OPEN_PIWIK switch is on (a description config, set above).
 */
import { Text, View } from '@tarojs/components'
import { TRACKING } from '@xungen/contracts/endpoints'
import { useLoad } from '@/hooks/useLoad'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import '@/components/Charts/index.scss'

export default function TrackingPanel() {
  const rollup = useLoad(() => call(TRACKING.rollup), [])
  if (rollup.status === 'loading') return <Text className='xg-catalogue__note'>加载中…</Text>
  if (rollup.status === 'failed') return <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(rollup.error, '加载失败')}</Text>
  const { days, topRoutes, enabled } = rollup.data
  const most = Math.max(1, ...days.map(d => d.views))
  return (
    <View className='xg-content-console__tracking'>
      <Text className='xg-catalogue__title'>访问统计</Text>
      {enabled ? (
        <Text className='xg-catalogue__note'>统计已开启：只统计已登录并同意隐私政策的用户，只记录页面路径和按钮名称。</Text>
      ) : (
        <Text className='xg-catalogue__note'>
          统计未开启（描述配置<Text className='xg-code'>IS_OPEN_PIWIK</Text>为关），不收集新的访问事件。
        </Text>
      )}
      <View className='xg-chart' ariaRole='figure' ariaLabel='近 14 天每日页面浏览量'>
        <Text className='xg-chart__title'>近 14 天每日页面浏览量</Text>
        {days.map(d => (
          <View key={d.day} className='xg-chart__row' data-day={d.day}>
            <Text className='xg-chart__label'>{d.day.slice(5)}</Text>
            <View className='xg-chart__track' ariaHidden>
              <View className='xg-chart__fill' style={{ width: `${Math.round((d.views / most) * 100)}%` }} />
            </View>
            <Text className='xg-chart__value'>{`浏览 ${d.views}　点击 ${d.clicks}　用户 ${d.accounts}`}</Text>
          </View>
        ))}
      </View>
      <Text className='xg-catalogue__meta'>浏览最多的页面</Text>
      {topRoutes.length === 0 && <Text className='xg-catalogue__audit'>暂无数据</Text>}
      {topRoutes.map(r => (
        <Text key={r.router} className='xg-catalogue__audit'>
          <Text className='xg-code'>{r.router}</Text>
          {`　${r.views} 次`}
        </Text>
      ))}
    </View>
  )
}
