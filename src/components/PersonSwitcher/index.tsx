/**
 * The tested-person switcher (spec 2.16): three layouts (a plain list that switches on tap, a list
 * with a confirm button that switches on confirm, a second-level panel with its own title), a back
 * row, and a search box 'search tested person' shown only above 20 persons (spec 5).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import Button from '../Button'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export interface SwitcherPerson {
  id: string
  name: string
  meta?: string
  /** shared with the account (spec 6: not owned) */
  shared?: boolean
}

export type SwitcherLayout = 'list' | 'confirm' | 'panel'

export interface PersonSwitcherProps {
  persons: readonly SwitcherPerson[]
  currentId: string | null
  layout?: SwitcherLayout
  /** the number of persons the account has (the search box shows above 20) */
  total: number
  onChoose: (id: string) => void
  onBack?: () => void
  /** the search: the caller asks the server with the keywords */
  onSearch?: (keywords: string) => void
}

export const SEARCH_PLACEHOLDER = '搜索检测人'

export default function PersonSwitcher({ persons, currentId, layout = 'list', total, onChoose, onBack, onSearch }: PersonSwitcherProps) {
  const [picked, setPicked] = useState<string | null>(currentId)
  const [keywords, setKeywords] = useState('')
  const tapPerson = (id: string) => (layout === 'confirm' ? setPicked(id) : onChoose(id))
  return (
    <View className={`xg-switcher xg-switcher--${layout}`}>
      {onBack && (
        <View {...pressKeys()} className='xg-switcher__back' ariaRole='button' onClick={onBack}>
          <Text>‹ 返回</Text>
        </View>
      )}
      {layout === 'panel' && <Text className='xg-switcher__title'>切换检测人</Text>}
      {total > 20 && (
        <Input className='xg-switcher__search' placeholder={SEARCH_PLACEHOLDER} value={keywords} confirmType='search' onInput={e => setKeywords(e.detail.value)} onConfirm={() => onSearch?.(keywords.trim())} />
      )}
      <View className='xg-switcher__list' ariaRole='listbox'>
        {persons.map(p => {
          const selected = (layout === 'confirm' ? picked : currentId) === p.id
          return (
            <View key={p.id} {...pressKeys()} ariaRole='option' ariaSelected={selected} className={`xg-switcher__item${selected ? ' xg-switcher__item--selected' : ''}`} onClick={() => tapPerson(p.id)}>
              <View className='xg-switcher__text'>
                <Text className='xg-switcher__name'>{p.name}</Text>
                {p.meta && <Text className='xg-switcher__meta'>{p.meta}</Text>}
              </View>
              {p.shared && <Text className='xg-switcher__tag'>分享</Text>}
              {selected && <Text className='xg-switcher__tick'>✓</Text>}
            </View>
          )
        })}
        {persons.length === 0 && <Text className='xg-switcher__none'>没有找到检测人</Text>}
      </View>
      {layout === 'confirm' && (
        <Button block disabled={!picked || picked === currentId} onClick={() => picked && onChoose(picked)} className='xg-switcher__confirm'>
          确定
        </Button>
      )}
    </View>
  )
}
