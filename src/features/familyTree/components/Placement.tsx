/**
 * Placing a gene relative in the tree (issue 24 item 2), opened from the relatives page
 * (/ancestry/family-tree?place=<relative's person id>&barcode=<the caller's barcode>): the tested
 * person's place in the tree first (the person at the centre of the drawing), then the places the
 * predicted relationship allows: a person already in the tree at that distance, or a new person
 * at a position (the relationship engine's candidates, contracts familyTree/kinship.ts).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { TreeSex } from '@xungen/contracts'
import { FAMILY_TREE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { treeStates } from './common'
import { pressKeys } from '@/platform/keys'

const RELATION_WORDS = { parent: '的父亲或母亲', child: '的子女', sibling: '的兄弟姐妹' } as const

export default function Placement({ treeId, barcode, relativePersonId, centre }: { treeId: number; barcode: string; relativePersonId: number; centre: { id: number; name: string } | null }) {
  const state = useQuery(['familyTree', 'placement', treeId, barcode, relativePersonId], () => call(FAMILY_TREE.placement, { params: { id: treeId }, query: { barcode, relativePersonId } }))
  const [surname, setSurname] = useState('')
  const [given, setGiven] = useState('')
  const [sex, setSex] = useState<TreeSex>('U')
  const done = (personId: number) => {
    toast('已放入家谱', 'success')
    invalidateQueries(['familyTree'])
    void navigate(href('/ancestry/family-tree/person/:id', { id: personId }, { tree: treeId }))
  }
  const linking = useSubmit(async (personId: number) => {
    await call(FAMILY_TREE.linkTested, { params: { id: treeId, personId }, body: { barcode } })
    invalidateQueries(['familyTree'])
    state.reload()
  }, { failure: '关联失败，请稍后重试' })
  const placing = useSubmit(async (target: { personId: number } | { relativeId: number; relation: 'parent' | 'child' | 'sibling' }) => {
    const body = 'personId' in target
      ? { barcode, relativePersonId, personId: target.personId }
      : { barcode, relativePersonId, person: { surname: surname.trim(), given: given.trim(), sex, relativeId: target.relativeId, relation: target.relation } }
    const placed = await call(FAMILY_TREE.place, { params: { id: treeId }, body })
    done(placed.id)
  }, { failure: '放入失败，请稍后重试' })
  return (
    <PageState {...treeStates()} state={state}>
      {p => (
        <View className='xg-ftree__card xg-ftree__placement'>
          <Text className='xg-ftree__h'>{`把基因亲人 ${p.match.name} 放入家谱`}</Text>
          <Text className='xg-ftree__meta'>{`DNA 推断的关系：${p.match.relationshipText}。`}</Text>
          {p.placed ? <Text className='xg-ftree__meta'>{`已放在 ${p.placed.name} 的位置；重新选择会移到新位置。`}</Text> : null}
          {!p.anchor ? (
            <View className='xg-ftree__row'>
              <Text className='xg-ftree__meta'>先确定您（这份检测的检测人）在家谱中的位置：在下方家谱图中点一个人使其居中，再确认。</Text>
              {centre ? <Button size='s' loading={linking.busy} className='xg-ftree__link-self' onClick={() => void linking.run(centre.id)}>{`${centre.name} 就是检测人`}</Button> : null}
            </View>
          ) : (
            <>
              <Text className='xg-ftree__meta'>{`以检测人 ${p.anchor.name} 为准，可以放在这些位置：`}</Text>
              {p.existing.map(e => (
                <View key={e.personId} className='xg-ftree__item'>
                  <Text>{`就是家谱中的 ${e.name}（家谱中 ${e.degree} 级亲属）`}</Text>
                  <Button size='s' variant='secondary' loading={placing.busy} onClick={() => void placing.run({ personId: e.personId })}>是此人</Button>
                </View>
              ))}
              {p.positions.length ? (
                <View className='xg-ftree__form'>
                  <Text className='xg-ftree__meta'>或作为新成员（姓名可不填全）：</Text>
                  <View className='xg-ftree__row'>
                    <Input className='xg-ftree__input xg-ftree__place-surname' value={surname} maxlength={20} placeholder='姓' onInput={e => setSurname(e.detail.value)} />
                    <Input className='xg-ftree__input xg-ftree__place-given' value={given} maxlength={40} placeholder='名' onInput={e => setGiven(e.detail.value)} />
                    {(['M', 'F', 'U'] as const).map(s => (
                      <Text key={s} {...pressKeys()} ariaRole='button' className={`xg-ftree__chip${sex === s ? ' xg-ftree__chip--on' : ''}`} onClick={() => setSex(s)}>{s === 'M' ? '男' : s === 'F' ? '女' : '未知'}</Text>
                    ))}
                  </View>
                  {p.positions.map(pos => (
                    <View key={`${pos.key}-${pos.relativeId}`} className='xg-ftree__item xg-ftree__position'>
                      <Text>{`${pos.relativeName}${RELATION_WORDS[pos.relation]}（检测人的${pos.label}）`}</Text>
                      <Button size='s' loading={placing.busy} onClick={() => (surname.trim() || given.trim() ? void placing.run({ relativeId: pos.relativeId, relation: pos.relation }) : toast('请填写姓或名'))}>放在这里</Button>
                    </View>
                  ))}
                </View>
              ) : null}
              {p.blocked.map(b => <Text key={b.key} className='xg-ftree__meta'>{`${b.label}：${b.needs}`}</Text>)}
              {!p.existing.length && !p.positions.length && !p.blocked.length ? <Text className='xg-ftree__meta'>这种远的亲缘关系无法推出确切位置，家谱中也没有相应距离的人。</Text> : null}
            </>
          )}
        </View>
      )}
    </PageState>
  )
}
