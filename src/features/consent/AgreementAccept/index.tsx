/**
 * Acceptance at the point of use (stage 'use' of the contracts' AGREEMENTS: community rules, family
 * tree, reunion, deep test, Popopet): under the text, a signed-in person sees whether they accepted
 * a version still in force and, when not (never, withdrawn, or an older version: a new version
 * that asks again, whether a content file or published by staff in /ops), a button that records the version in force (POST /proxy/user/agreements). The server refuses
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

/** what the page says of the person's acceptance; `standing`: the accepted version is still in force for consent (the server's acceptedCurrent) */
export function acceptanceLine(acceptedVersion: string | null, acceptedAt: number | null, standing: boolean, currentVersion: string): string | null {
  if (acceptedVersion && standing && acceptedAt !== null) {
    const day = dayjs(acceptedAt).format('YYYY年M月D日')
    return acceptedVersion === currentVersion ? `您已于 ${day} 同意本版本` : `您已于 ${day} 同意 ${acceptedVersion} 版本，此后的文字更正无需重新同意`
  }
  if (acceptedVersion) return `本协议已更新（您同意的是 ${acceptedVersion} 版本），请阅读后重新同意`
  return null
}

export default function AgreementAccept({ document }: { document: AgreementDocument }) {
  const authed = useSession(s => Boolean(s.token))
  const info = AGREEMENTS[document]
  const status = useQuery(['consent', 'agreements', authed], () => (authed ? call(CONSENT.agreements) : Promise.resolve(null)))
  const accept = useSubmit(
    async () => {
      // the version in force as the server names it (a version staff published, or the file's): the page shows that text
      const version = status.status === 'done' && status.data ? (status.data.list.find(a => a.document === document)?.version ?? info.version) : info.version
      const data = await call(CONSENT.accept, { body: { accepted: [{ document, version }] } })
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
  const current = Boolean(mine?.acceptedCurrent)
  const line = acceptanceLine(mine?.acceptedVersion ?? null, mine?.acceptedAt ?? null, current, mine?.version ?? info.version)
  return (
    <View className='xg-agreement-accept' data-accepted={current ? 'yes' : 'no'}>
      {line && <Text className='xg-agreement-accept__line'>{line}</Text>}
      {!current && (
        <Button loading={accept.busy} onClick={() => void accept.run()}>
          {`同意《${mine?.title ?? info.title}》`}
        </Button>
      )}
      {accept.error && <Text className='xg-agreement-accept__error'>{accept.error}</Text>}
    </View>
  )
}
