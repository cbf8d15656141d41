/**
 * Acceptance at the point of use (stage 'use' of the contracts' AGREEMENTS: community rules, family
 * tree, reunion, deep test, Popopet): under the text, a signed-in person sees whether they accepted
 * the version in force and, when not (never, withdrawn, or an older version: a new version asks
 * again), a button that records this version (POST /proxy/user/agreements). The server refuses
 * an outdated version, so what is recorded is what the page showed. A visitor is offered sign-in.
 */
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { AGREEMENTS, type AgreementDocument } from '@xungen/contracts'
import { CONSENT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import './index.scss'

export function acceptanceLine(document: AgreementDocument, acceptedVersion: string | null, acceptedAt: number | null): string | null {
  const info = AGREEMENTS[document]
  if (acceptedVersion === info.version && acceptedAt !== null) return `您已于 ${dayjs(acceptedAt).format('YYYY年M月D日')} 同意本版本`
  if (acceptedVersion) return `本协议已更新（您同意的是 ${acceptedVersion} 版本），请阅读后重新同意`
  return null
}

export default function AgreementAccept({ document }: { document: AgreementDocument }) {
  const authed = useSession(s => Boolean(s.token))
  const info = AGREEMENTS[document]
  const status = useQuery(['consent', 'agreements', authed], () => (authed ? call(CONSENT.agreements) : Promise.resolve(null)))
  const accept = useSubmit(
    async () => {
      const data = await call(CONSENT.accept, { body: { accepted: [{ document, version: info.version }] } })
      setQueryData(['consent', 'agreements', true], () => data)
      toast('已同意', 'success')
    },
    { failure: '提交失败，请重试' }
  )
  if (info.stage !== 'use') return null
  if (!authed) {
    return (
      <View className='xg-agreement-accept'>
        <Text className='xg-agreement-accept__line'>登录后可同意本协议</Text>
        <Button size='s' to={href('/auth/signin', {}, { from: info.path })}>登录</Button>
      </View>
    )
  }
  if (status.status !== 'done' || !status.data) return null
  const mine = status.data.list.find(a => a.document === document)
  const line = acceptanceLine(document, mine?.acceptedVersion ?? null, mine?.acceptedAt ?? null)
  const current = mine?.acceptedVersion === info.version
  return (
    <View className='xg-agreement-accept' data-accepted={current ? 'yes' : 'no'}>
      {line && <Text className='xg-agreement-accept__line'>{line}</Text>}
      {!current && (
        <Button loading={accept.busy} onClick={() => void accept.run()}>
          {`同意《${info.title}》`}
        </Button>
      )}
      {accept.error && <Text className='xg-agreement-accept__error'>{accept.error}</Text>}
    </View>
  )
}
