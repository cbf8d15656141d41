/**
 * Updated agreements asked at the next visit (issue 26 item 1): when staff publish a new version
 * of an agreement that asks again (/ops/content), a signed-in person who had accepted an earlier
 * version is shown, on whatever page they open next, the documents that changed (each new text
 * to read, or a link to its page) and asked to agree before going on, or to sign out. Which
 * documents the law asks again for is the server's `pending` (the sign-in documents and the
 * binding consents the person gave); a document the account never accepted is asked where it is
 * accepted (the sign-in form, the binding step), not here. Not on the pages of the texts
 * themselves, on sign-in and sign-out, nor in the staff console.
 */
import { Text, View } from '@tarojs/components'
import { CONSENT_MESSAGES, type AgreementStatus } from '@xungen/contracts'
import { CONSENT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { PublishedBody } from '@/features/content/components/ContentView'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { usePublishedAgreement } from '../published'
import { agreementUpdateCovers, updatedDocuments } from '../update'
import './index.scss'

function UpdatedDocument({ status }: { status: AgreementStatus }) {
  const published = usePublishedAgreement(status.document)
  const newer = published.status === 'done' ? published.data : null
  return (
    <View className='xg-agreement-update__doc' data-agreement={status.document}>
      <Text className='xg-agreement-update__name'>{`《${status.title}》${status.version} 版本`}</Text>
      {/* the dialog scrolls as a whole (with its buttons and links, keyboard users reach all of it) */}
      {newer ? (
        <View className='xg-agreement-update__text'>
          <PublishedBody html={newer.html} />
        </View>
      ) : (
        <Link to={status.path}>阅读全文</Link>
      )}
    </View>
  )
}

export default function AgreementUpdateGate({ path }: { path: string }) {
  const authed = useSession(s => Boolean(s.token))
  const status = useQuery(['consent', 'agreements', authed], () => (authed ? call(CONSENT.agreements) : Promise.resolve(null)))
  const agree = useSubmit(
    async (documents: AgreementStatus[]) => {
      const data = await call(CONSENT.accept, { body: { accepted: documents.map(d => ({ document: d.document, version: d.version })) } })
      setQueryData(['consent', 'agreements', true], () => data)
      toast('已同意', 'success')
    },
    { failure: '提交失败，请重试' }
  )
  if (!authed || !agreementUpdateCovers(path) || status.status !== 'done' || !status.data) return null
  const updated = updatedDocuments(status.data.pending, status.data.list)
  if (!updated.length) return null
  return (
    <View className='xg-agreement-update' catchMove>
      <View className='xg-agreement-update__mask' />
      <View className='xg-agreement-update__dialog' ariaRole='dialog' ariaLabel={CONSENT_MESSAGES.updated}>
        <Text className='xg-agreement-update__title'>{CONSENT_MESSAGES.updated}</Text>
        <Text className='xg-agreement-update__lead'>{CONSENT_MESSAGES.updatedText}</Text>
        {updated.map(s => (
          <UpdatedDocument key={s.document} status={s} />
        ))}
        {agree.error && <Text className='xg-agreement-update__error'>{agree.error}</Text>}
        <Button block loading={agree.busy} onClick={() => void agree.run(updated)} className='xg-agreement-update__agree'>
          {CONSENT_MESSAGES.agreeAll}
        </Button>
        <Button block variant='ghost' to={href('/user/logout')}>{CONSENT_MESSAGES.declineSignOut}</Button>
      </View>
    </View>
  )
}
