/** The chromosome browser: 22 autosomes scaled to chromosome 1, one coloured track per compared relative. */
import { Text, View } from '@tarojs/components'
import { browserRows, TRACK_COLORS, type BrowserSegment } from '../model/ancestry'
import './ancestry.scss'

export interface ChromosomeBrowserProps {
  chromosomes: readonly { chrom: number; cm: number }[]
  /** status 'compared' draws the segments; otherwise (too few markers both chips carry, or a kit to re-analyse) the message says why there are none */
  relatives: readonly { personId: number; name: string; status?: string; message?: string; segments: readonly BrowserSegment[] }[]
}

export default function ChromosomeBrowser({ chromosomes, relatives }: ChromosomeBrowserProps) {
  const rows = browserRows(chromosomes, relatives)
  return (
    <View className='xg-chr'>
      <View className='xg-chr__legend'>
        {relatives.map((r, i) => (
          <Text key={r.personId}>
            <Text className='xg-chr__dot' style={{ background: TRACK_COLORS[i] }} />
            {r.status && r.status !== 'compared'
              ? `${r.name}：${r.message ?? '无法比对'}`
              : `${r.name}：${r.segments.length} 个片段，${Math.round(r.segments.reduce((s, x) => s + x.cm, 0) * 10) / 10} cM`}
          </Text>
        ))}
      </View>
      {rows.map(row => (
        <View key={row.chrom} className='xg-chr__row'>
          <Text className='xg-chr__label'>{row.chrom}</Text>
          <View className='xg-chr__body'>
            <View className='xg-chr__chrom' style={{ width: `${row.width}%` }}>
              {row.tracks.map((t, i) => (
                <View key={t.personId} className='xg-chr__track'>
                  {t.segments.map(s => (
                    <View key={`${s.left}-${s.width}`} className='xg-chr__seg' style={{ left: `${s.left}%`, width: `${s.width}%`, background: TRACK_COLORS[i] }} />
                  ))}
                </View>
              ))}
            </View>
          </View>
        </View>
      ))}
      <Text className='xg-anc__meta'>X 染色体暂未比对：公开遗传图谱只覆盖 1–22 号常染色体。</Text>
    </View>
  )
}
