/**
 * Writing a post, question or discussion (spec 3.14 content types) or a story: the text, up to 9
 * pictures (the upload path of spec 7.2, type community_chat), and the community rules accepted
 * before the first post (stage 'use'). The server checks the words and the ban; a refusal shows
 * its message (3601 as the spec's alert).
 */
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { AGREEMENTS } from '@xungen/contracts'
import { ACCOUNTS, CONSENT } from '@xungen/contracts/endpoints'
import AgreementCheck from '@/components/AgreementCheck'
import Button from '@/components/Button'
import { toast } from '@/components/feedback'
import { useQuery } from '@/hooks/useQuery'
import { chooseChatImage } from '@/platform/chatImage'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { showFailure } from '../../api'
import '../../community.scss'

export interface ComposerValue {
  title: string
  content: string
  images: string[]
}

/** the community rules (stage 'use'): whether the account accepted the version in force; `ensure` records it when the box is ticked */
export function useCommunityRules() {
  const authed = useSession(s => Boolean(s.token))
  const status = useQuery(['consent', 'agreements', authed], () => (authed ? call(CONSENT.agreements) : Promise.resolve(null)))
  const accepted = status.data?.list.some(d => d.document === 'community' && d.acceptedVersion === AGREEMENTS.community.version) ?? false
  const [agree, setAgree] = useState(false)
  return {
    accepted,
    box: accepted ? null : <AgreementCheck agreements={[{ title: '社区公约', url: '/protocol/community' }]} checked={agree} onChange={setAgree} />,
    /** false (with a toast) when the box is not ticked */
    async ensure(): Promise<boolean> {
      if (accepted) return true
      if (!agree) {
        toast('请先阅读并同意《社区公约》')
        return false
      }
      await call(CONSENT.accept, { body: { accepted: [{ document: 'community', version: AGREEMENTS.community.version }] } })
      status.reload()
      return true
    }
  }
}

export default function Composer({ kinds, kind, onKind, titleRequired, placeholder, submitText, onSubmit }: {
  kinds?: ReadonlyArray<{ key: number; label: string }>
  kind?: number
  onKind?: (k: number) => void
  titleRequired?: boolean
  placeholder: string
  submitText: string
  onSubmit: (value: ComposerValue) => Promise<void>
}) {
  const authed = useSession(s => Boolean(s.token))
  const rules = useCommunityRules()
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  if (!authed) return <Button variant='secondary' to='/auth/signin?from=%2Fcommunity'>登录后发表</Button>

  async function addImage() {
    try {
      const file = await chooseChatImage()
      if (!file) return
      const uploaded = await call(ACCOUNTS.uploadImage, { query: { type: 'community_chat' }, file })
      setImages(prev => [...prev, uploaded.uploadUrl].slice(0, 9))
    } catch (err) {
      await showFailure(err, '上传失败，请重试')
    }
  }

  async function submit() {
    if (busy) return
    if (!content.trim()) return toast('请输入内容')
    if (titleRequired && !title.trim()) return toast('请输入标题')
    setBusy(true)
    try {
      if (!(await rules.ensure())) return
      await onSubmit({ title: title.trim(), content: content.trim(), images })
      setTitle('')
      setContent('')
      setImages([])
    } catch (err) {
      await showFailure(err, '发表失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='xg-community__card'>
      {kinds && (
        <View className='xg-community__actions' ariaRole='radiogroup' ariaLabel='类型'>
          {kinds.map(k => (
            <Button key={k.key} size='s' variant={k.key === kind ? 'primary' : 'ghost'} onClick={() => onKind?.(k.key)}>{k.label}</Button>
          ))}
        </View>
      )}
      <Input className='xg-community__field' value={title} maxlength={60} placeholder={titleRequired ? '标题' : '标题（可不填）'} ariaLabel='标题' onInput={e => setTitle(e.detail.value)} />
      <Textarea className='xg-community__field xg-community__area' value={content} maxlength={20000} placeholder={placeholder} ariaLabel='内容' onInput={e => setContent(e.detail.value)} />
      {images.length > 0 && (
        <View className='xg-community__images'>
          {images.map((src, i) => <Image key={src} className='xg-community__image' mode='aspectFill' src={src} ariaLabel={`已添加的第 ${i + 1} 张图片`} onClick={() => setImages(prev => prev.filter(x => x !== src))} />)}
        </View>
      )}
      {rules.box}
      <View className='xg-community__actions'>
        {images.length < 9 && <Button size='s' variant='ghost' onClick={() => void addImage()}>添加图片</Button>}
        <Button size='s' loading={busy} onClick={() => void submit()}>{submitText}</Button>
        <Text className='xg-community__meta'>发表的内容会经过敏感词检查；违反《社区公约》的账号会被暂停发言。</Text>
      </View>
    </View>
  )
}
