/**
 * The tested-person card of the report layout (spec 2.14, 2.16): who the report is of, and the
 * switcher (confirm layout: the switch happens on confirm, spec 4). Signed-in accounts only;
 * without persons it points to binding a kit. Hidden on the Y-full purchase path (spec 2.16).
 *
 * The choice is stores/currentSample, which every report page reads (hooks/useSelectedBarcode):
 * a report opened by its barcode or a person picked here is kept; without one the card shows whose
 * latest report the pages show, and on the demo report it says so instead of naming a person.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import Link from '@/components/Link'
import PersonSwitcher from '@/components/PersonSwitcher'
import Sheet from '@/components/Sheet'
import type { PersonView } from '@/services/api/persons'
import { storedBarcode, useCurrentSample } from '@/stores/currentSample'
import { useSession } from '@/stores/session'
import { useRouteParams, useSpecLocation } from '@/shell/useSpecLocation'
import { redirect } from '@/navigation'
import { searchOf } from '@/routes/location'
import { defaultBarcode } from '@/features/report/hooks/useReport'
import { SAMPLE_BARCODE } from '@/features/report/model/api'
import { chooseBarcode } from '../model/current'
import { personMeta } from '../model/person'
import './persons.scss'
import { pressKeys } from '@/platform/keys'

const PAGE = { page: 1, size: 100 }

/** the request layer is loaded when the card needs it, not with every page of the site (first-load weight) */
const listPersons = async (q: { page: number; size: number; keywords?: string }) => {
  // the request layer and the declarations are loaded with the card, not with every page; named
  // (webpackExports), the one declaration: the whole namespace would count every export of the
  // module as used and bring every schema (and zod) into the pages' shared chunk
  const [{ call }, { PERSONS_ENDPOINTS }] = await Promise.all([
    import('@/services/call'),
    import(/* webpackExports: ["PERSONS_ENDPOINTS"] */ '@xungen/contracts/endpoints')
  ])
  return call(PERSONS_ENDPOINTS.personsV2, { query: q })
}

export default function ReportPersonCard() {
  const authed = useSession(s => Boolean(s.token))
  const token = useSession(s => s.token)
  const userId = useSession(s => (s.token ? s.user?.userId ?? null : null))
  const location = useSpecLocation()
  const given = useRouteParams().barcode ?? null
  const { barcode, personId, chosen, userId: shownFor, choose, showDefault, forgetStored } = useCurrentSample()
  const [persons, setPersons] = useState<PersonView[] | null>(null)
  const [total, setTotal] = useState(0)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!authed) return
    let live = true
    listPersons(PAGE).then(
      data => {
        // an answer without a list is a failed load: the card stays hidden, the page goes on
        if (!live || !Array.isArray(data?.list)) return
        setPersons(data.list)
        setTotal(data.count)
        const stored = storedBarcode(userId)
        const choice = chooseBarcode({ given, stored, persons: data.list })
        if (choice.dropStored) forgetStored()
        if (choice.barcode && (choice.barcode === given || choice.barcode === stored)) {
          choose(choice.barcode, choice.personId, userId)
          return
        }
        // nobody chosen: the pages show the account's latest report (or the demo); name whose it is
        return defaultBarcode(token).then(latest => {
          if (!live) return
          const holder = latest === SAMPLE_BARCODE ? null : data.list.find(p => p.defaultBarcode === latest || p.detections.some(d => d.barcode === latest))
          showDefault(holder ? latest : null, holder?.id ?? null, userId)
        }, () => undefined)
      },
      // a failed load hides the card (the report page shows its own state)
      () => undefined
    )
    return () => { live = false }
  }, [authed, token, userId, given, choose, showDefault, forgetStored])

  if (!authed || persons === null) return null
  if (persons.length === 0) {
    return (
      <View className='xg-report-person'>
        <Text className='xg-persons__meta'>还没有检测人，以下为示例报告。</Text>
        <Link to='/user/persons/bind' className='xg-persons__a'>绑定采样器</Link>
      </View>
    )
  }
  const current = persons.find(p => p.id === personId) ?? null
  // the demo report is nobody's: the card does not name a person over it
  const demo = !barcode && !chosen && shownFor === userId

  async function search(keywords: string) {
    const data = await listPersons({ ...PAGE, keywords: keywords || undefined }).catch(() => null)
    if (data && Array.isArray(data.list)) setPersons(data.list)
  }

  return (
    <View className='xg-report-person'>
      <View className='xg-report-person__who'>
        <Text className='xg-persons__name'>{demo ? '示例报告' : current?.name ?? '选择检测人'}</Text>
        {demo && <Text className='xg-persons__meta'>以下为示例报告，不是你的检测结果</Text>}
        {!demo && barcode && <Text className='xg-persons__meta'>{`${current?.productName ?? ''} ${barcode}`.trim()}</Text>}
      </View>
      <View {...pressKeys()} className='xg-report-person__switch' ariaRole='button' onClick={() => setOpen(true)}>
        <Text>切换检测人</Text>
      </View>
      <Sheet open={open} title='切换检测人' name='person-switcher' onClose={() => setOpen(false)}>
        <PersonSwitcher
          layout='confirm'
          total={total}
          currentId={personId !== null ? String(personId) : null}
          persons={persons.map(p => ({ id: String(p.id), name: p.name, meta: personMeta(p), shared: p.share.isShare }))}
          onSearch={search}
          onBack={() => setOpen(false)}
          onChoose={id => {
            const p = persons.find(x => String(x.id) === id)
            setOpen(false)
            if (!p) return
            choose(p.defaultBarcode, p.id, userId)
            // the URL's barcode wins over the choice: a page opened by barcode opens again with the new one
            if (given && p.defaultBarcode && given !== p.defaultBarcode) void redirect(location.path + searchOf({ ...location.query, barcode: p.defaultBarcode }))
          }}
        />
      </Sheet>
    </View>
  )
}
