/**
 * 所在地区: the trigger of the address form and the sheet that picks province, city, district
 * and street, one level at a time, from the server's division data (model.ts holds the rules).
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { regionText, type RegionListData, type RegionSelection } from '@xungen/contracts'
import Sheet from '../Sheet'
import { messageOf } from '@/services/errors'
import { chooseRegion, columnLabel, columnLoaded, pickerStateOf, selectionOf, showColumn, skipLevel, type PickerState } from './model'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import './index.scss'
import { pressKeys } from '@/platform/keys'

/** Lists already fetched, by parent code: the division data changes once a year at most. */
const cache = new Map<string, RegionListData>()

function loadRegions(parentCode: string): Promise<RegionListData> {
  const hit = cache.get(parentCode)
  if (hit) return Promise.resolve(hit)
  return call(ACCOUNTS.regions, { query: parentCode ? { parentCode } : {} }).then(data => {
    cache.set(parentCode, data)
    return data
  })
}

export interface RegionPickerProps {
  value: RegionSelection
  onChange: (selection: RegionSelection) => void
  placeholder?: string
}

export default function RegionPicker({ value, onChange, placeholder = '省、市、区县、街道' }: RegionPickerProps) {
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<PickerState>(() => pickerStateOf(value))
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const active = state.columns[state.active]

  useEffect(() => {
    if (!open || !active || active.options) return
    let live = true
    setError(null)
    loadRegions(active.parentCode)
      .then(data => live && setState(s => columnLoaded(s, data)))
      .catch(err => live && setError(messageOf(err, '地区加载失败，请重试')))
    return () => {
      live = false
    }
  }, [open, active?.parentCode, active?.options, attempt])

  function openSheet() {
    setState(pickerStateOf(value))
    setOpen(true)
  }

  function finish(next: PickerState) {
    setState(next)
    if (next.done) {
      onChange(selectionOf(next))
      setOpen(false)
    }
  }

  const text = regionText(value)
  return (
    <>
      <View {...pressKeys()} className='xg-region-picker__trigger' ariaRole='button' onClick={openSheet}>
        <Text className={text ? 'xg-region-picker__value' : 'xg-region-picker__value xg-region-picker__value--empty'}>{text || placeholder}</Text>
        <View className='xg-region-picker__arrow' />
      </View>
      <Sheet open={open} title='选择所在地区' onClose={() => setOpen(false)} name='region'>
        <View className='xg-region-picker__tabs'>
          {state.columns.map((c, i) => (
            <View key={c.parentCode || 'root'} {...pressKeys()} ariaRole='button' className={`xg-region-picker__tab${i === state.active ? ' xg-region-picker__tab--active' : ''}`} onClick={() => setState(s => showColumn(s, i))}>
              <Text>{columnLabel(c)}</Text>
            </View>
          ))}
        </View>
        <ScrollView scrollY className='xg-region-picker__list' key={active?.parentCode}>
          {error ? (
            <View className='xg-region-picker__status'>
              <Text>{error}</Text>
              <Text {...pressKeys()} ariaRole='button' className='xg-region-picker__retry' onClick={() => setAttempt(n => n + 1)}>重试</Text>
            </View>
          ) : !active?.options ? (
            <View className='xg-region-picker__status'>
              <Text>加载中…</Text>
            </View>
          ) : (
            <>
              {active.level === 'street' && (
                <View {...pressKeys()} ariaRole='button' className='xg-region-picker__option xg-region-picker__option--skip' onClick={() => finish(skipLevel(state))}>
                  <Text>暂不选择街道</Text>
                </View>
              )}
              {active.options.map(option => (
                <View key={option.code} {...pressKeys()} ariaRole='button'
                  className={`xg-region-picker__option${active.selected?.code === option.code ? ' xg-region-picker__option--active' : ''}`}
                  onClick={() => finish(chooseRegion(state, state.active, option))}
                >
                  <Text>{option.name}</Text>
                </View>
              ))}
            </>
          )}
        </ScrollView>
      </Sheet>
    </>
  )
}
