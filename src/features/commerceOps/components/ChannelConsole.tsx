/**
 * /ops/commerce, below the catalogue: the partner channels (/buy/distribution?channel=<code>)
 * for staff with the operator role. Each channel with its period, limit, products and channel
 * prices; one opens in an editor (or a new one), checked as the server checks it and saved
 * against the version read. The catalogue console shows it only once the role is confirmed.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { yuanText } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Field from '@/components/Field'
import Switch from '@/components/Switch'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { dayOf, emptyChannelForm, formOfChannel, toChannelEdit, type AdminChannel, type ChannelForm } from '../model/channelEditor'
import './CatalogueConsole.scss'

function ChannelEditor({ channel, onSaved, onClose }: { channel: AdminChannel | null; onSaved: () => void; onClose: () => void }) {
  const [form, setForm] = useState<ChannelForm>(channel ? formOfChannel(channel) : emptyChannelForm(Date.now()))
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const saving = useSubmit(async (send: () => Promise<unknown>) => {
    await send()
    toast('已保存', 'success')
    onSaved()
  }, { failure: '保存失败', onError: inToast })
  const busy = saving.busy
  const set = (k: keyof ChannelForm) => (e: { detail: { value: string } }) => setForm({ ...form, [k]: e.detail.value })
  const err = (k: keyof ChannelForm) => (error?.field === k ? error.message : null)

  async function save() {
    const edit = toChannelEdit(form, channel ? channel.updatedAt : null)
    if (!edit.ok) return setError({ field: edit.field, message: edit.message })
    setError(null)
    await saving.run(() => call(COMMERCE.opsSaveChannel, { params: { code: edit.code }, body: edit.body }))
  }

  return (
    <View className='xg-catalogue__editor xg-ops-channel-editor'>
      {!channel && <Field label='渠道码（链接中的 channel=）' error={err('code')}><Input className='xg-field__input xg-ops-channel-code' value={form.code} maxlength={24} onInput={set('code')} /></Field>}
      <Field label='渠道名称' error={err('name')}><Input className='xg-field__input xg-ops-channel-name' value={form.name} maxlength={64} onInput={set('name')} /></Field>
      <Field label='渠道说明' error={err('intro')}><Input className='xg-field__input' value={form.intro} maxlength={200} onInput={set('intro')} /></Field>
      <Field label='开始日期（北京时间，含当天）' error={err('firstDay')}><Input className='xg-field__input xg-ops-channel-first' value={form.firstDay} maxlength={10} onInput={set('firstDay')} /></Field>
      <Field label='结束日期（北京时间，含当天）' error={err('lastDay')}><Input className='xg-field__input xg-ops-channel-last' value={form.lastDay} maxlength={10} onInput={set('lastDay')} /></Field>
      <Field label='每账号限购（件）' error={err('limit')}><Input className='xg-field__input xg-ops-channel-limit' type='number' value={form.limit} onInput={set('limit')} /></Field>
      <Field label='上线'><Switch checked={form.isOnline} onChange={v => setForm({ ...form, isOnline: v })} label='上线' /></Field>
      <Field label='商品与渠道价（每行“商品ID 渠道价”）' error={err('items')} hint='商品 ID 见上方商品列表；渠道价单位为元'>
        <Textarea className='xg-catalogue__textarea xg-ops-channel-items' value={form.items} onInput={set('items')} />
      </Field>
      <View className='xg-catalogue__actions'>
        <Button size='s' loading={busy} onClick={() => void save()} className='xg-ops-channel-save'>保存</Button>
        <Button size='s' variant='secondary' onClick={onClose}>收起</Button>
      </View>
    </View>
  )
}

export default function ChannelConsole() {
  const channels = useLoad(() => call(COMMERCE.opsChannels), [])
  const [open, setOpen] = useState<string | null>(null)
  const saved = () => (setOpen(null), channels.reload())
  return (
    <View className='xg-catalogue xg-ops-channels'>
      <Text className='xg-catalogue__title'>渠道专享</Text>
      <Text className='xg-catalogue__note'>合作渠道的专享价与限购。渠道链接为 /buy/distribution?channel=渠道码；价格由服务端按渠道配置计算，修改对之后的订单生效，已下的订单不变。</Text>
      {channels.status === 'loading' && <Text className='xg-catalogue__note'>加载中…</Text>}
      {channels.status === 'failed' && <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(channels.error, '渠道加载失败')}</Text>}
      {channels.status === 'done' &&
        channels.data.list.map(c => (
          <View key={c.code} className='xg-catalogue__row' data-channel={c.code}>
            <View className='xg-catalogue__head'>
              <View>
                <Text className='xg-catalogue__name'>{c.name}</Text>
                <Text className='xg-catalogue__meta'>{` ${c.code} · ${dayOf(c.startsAt)} 至 ${dayOf(c.endsAt - 1)} · 每账号限购 ${c.perAccountLimit} 件`}</Text>
                <Text className='xg-catalogue__meta'>{c.items.map(i => `${i.productName}（#${i.productId}）¥${yuanText(i.priceFen)}`).join('；')}</Text>
              </View>
              <View className='xg-catalogue__actions'>
                <Text className={`xg-catalogue__meta${c.isOnline ? '' : ' xg-catalogue__off'}`}>{c.isOnline ? '已上线' : '已下线'}</Text>
                {open !== c.code && <Button size='s' variant='secondary' onClick={() => setOpen(c.code)} className='xg-ops-channel-edit'>编辑</Button>}
              </View>
            </View>
            {open === c.code && <ChannelEditor channel={c} onClose={() => setOpen(null)} onSaved={saved} />}
          </View>
        ))}
      {open === '' ? (
        <View className='xg-catalogue__row'><ChannelEditor channel={null} onClose={() => setOpen(null)} onSaved={saved} /></View>
      ) : (
        <Button size='s' variant='secondary' onClick={() => setOpen('')} className='xg-ops-channel-new'>新建渠道</Button>
      )}
    </View>
  )
}
