/**
 * Small charts built from Views (ADR 0017): the same markup renders in the mini-program and in
 * H5, adds no package, and reads as text to screen readers (each chart is a figure named by its
 * title or caption; the bars are hidden from them, the figures beside the bars are read). They draw only the numbers they are
 * given; the caller says where the numbers come from (`note`).
 *
 * - BarChart: one horizontal bar per row (genotype shares, allele frequencies by population),
 *   the reader's own row highlighted.
 * - PositionBar: where a value sits on a 0–100 scale (a score percentile against East Asians),
 *   with the bands of the result levels behind it.
 */
import { Text, View } from '@tarojs/components'
import { barWidth, bandsOf, clampPosition, shareText } from './scale'
import './index.scss'

export interface BarRow {
  key: string
  label: string
  /** 0..1 */
  value: number
  /** the reader's own row */
  mine?: boolean
}

/** `cite`: the source the figures come from, cited as published (its authors, in their own language) */
export function BarChart({ title, rows, note, cite, mineLabel = '你' }: { title?: string; rows: readonly BarRow[]; note?: string; cite?: string; mineLabel?: string }) {
  return (
    <View className='xg-chart' ariaRole='figure' ariaLabel={title}>
      {title && <Text className='xg-chart__title'>{title}</Text>}
      {rows.map(r => (
        <View key={r.key} className={`xg-chart__row${r.mine ? ' xg-chart__row--mine' : ''}`}>
          <Text className='xg-chart__label'>{r.label}{r.mine ? `（${mineLabel}）` : ''}</Text>
          {/* the bar repeats the figure beside it: screen readers read the label and the figure */}
          <View className='xg-chart__track' ariaHidden>
            <View className='xg-chart__fill' style={{ width: `${barWidth(r.value)}%` }} />
          </View>
          <Text className='xg-chart__value'>{shareText(r.value)}</Text>
        </View>
      ))}
      {note && <Text className='xg-chart__note'>{note}</Text>}
      {cite && <Text className='xg-chart__note xg-chart__cite'>{cite}</Text>}
    </View>
  )
}

export interface PositionBand {
  key: string
  label: string
}

/** `cuts` are the band boundaries on the 0–100 scale (ascending); `bands` has one more entry than `cuts`. */
export function PositionBar({ value, cuts = [], bands = [], mineBand, caption, note }: { value: number; cuts?: readonly number[]; bands?: readonly PositionBand[]; mineBand?: string; caption: string; note?: string }) {
  const segments = bandsOf(cuts)
  return (
    <View className='xg-chart' ariaRole='figure' ariaLabel={caption}>
      {/* the bar and its scale are drawn for the eye; the legend and the caption say it in words */}
      <View className='xg-chart__position' ariaHidden>
        {segments.map((s, i) => (
          <View key={i} className={`xg-chart__band${bands[i] && bands[i].key === mineBand ? ' xg-chart__band--mine' : ''}`} style={{ left: `${s.from}%`, width: `${s.to - s.from}%` }} />
        ))}
        <View className='xg-chart__marker' style={{ left: `${clampPosition(value)}%` }} />
      </View>
      <View className='xg-chart__scale' ariaHidden>
        <Text>0</Text>
        <Text>50</Text>
        <Text>100</Text>
      </View>
      {bands.length > 0 && (
        <View className='xg-chart__legend'>
          {segments.map((s, i) => bands[i] && (
            <Text key={bands[i].key} className={`xg-chart__legend-item${bands[i].key === mineBand ? ' xg-chart__legend-item--mine' : ''}`}>
              {s.from}–{s.to}：{bands[i].label}
            </Text>
          ))}
        </View>
      )}
      <Text className='xg-chart__caption'>{caption}</Text>
      {note && <Text className='xg-chart__note'>{note}</Text>}
    </View>
  )
}
