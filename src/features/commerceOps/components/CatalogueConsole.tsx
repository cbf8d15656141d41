/**
 * /ops/commerce (issue 17 item 1; the website only): the catalogue for staff with the operator
 * role. Every product, on sale or not, with its prices; one opens in an editor (texts, on/off
 * sale, price and list price, packages, promotion, shelf order), checked as the server checks it,
 * saved against the version read (another editor's change meanwhile is refused), and the
 * product's audit trail. Anyone without the role is told the account has no access (the server
 * answers them 404).
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaDateTime, CODES, yuanText } from '@xungen/contracts'
import { COMMERCE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Field from '@/components/Field'
import Link from '@/components/Link'
import Switch from '@/components/Switch'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { FIELD_LABELS, formOf, toEdit, type AdminProduct, type ProductForm } from '../model/productEditor'
import ChannelConsole from './ChannelConsole'
import './CatalogueConsole.scss'

const time = chinaDateTime

function Audit({ productId }: { productId: number }) {
  const audit = useLoad(() => call(COMMERCE.opsProductAudit, { params: { productId } }), [productId])
  if (audit.status !== 'done') return <Text className='xg-catalogue__audit'>{audit.status === 'loading' ? '加载修改记录…' : messageOf(audit.error, '修改记录加载失败')}</Text>
  if (!audit.data.list.length) return <Text className='xg-catalogue__audit'>尚无修改记录</Text>
  return (
    <View>
      {audit.data.list.map(a => (
        <Text key={a.id} className='xg-catalogue__audit'>
          {`${time(a.at)} 员工 #${a.staffUserId}：${a.changes.map(c => `${FIELD_LABELS[c.field] ?? c.field} ${c.before} → ${c.after}`).join('；')}`}
        </Text>
      ))}
    </View>
  )
}

function Editor({ product, onSaved, onClose }: { product: AdminProduct; onSaved: () => void; onClose: () => void }) {
  const [form, setForm] = useState<ProductForm>(formOf(product))
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const saving = useSubmit(async (send: () => Promise<unknown>) => {
    await send()
    toast('已保存', 'success')
    onSaved()
  }, { failure: '保存失败', onError: inToast })
  const busy = saving.busy
  const set = (k: keyof ProductForm) => (e: { detail: { value: string } }) => setForm({ ...form, [k]: e.detail.value })
  const err = (k: keyof ProductForm) => (error?.field === k ? error.message : null)

  async function save() {
    const edit = toEdit(form, product)
    if (!edit.ok) return setError({ field: edit.field, message: edit.message })
    setError(null)
    await saving.run(() => call(COMMERCE.opsUpdateProduct, { params: { productId: product.id }, body: edit.body }))
  }

  return (
    <View className='xg-catalogue__editor'>
      <Field label='商品名称' error={err('name')}><Input className='xg-field__input xg-ops-name' value={form.name} maxlength={64} onInput={set('name')} /></Field>
      <Field label='副标题' error={err('subtitle')}><Input className='xg-field__input' value={form.subtitle} maxlength={120} onInput={set('subtitle')} /></Field>
      <Field label='在售'><Switch checked={form.isOnline} onChange={v => setForm({ ...form, isOnline: v })} label='在售' /></Field>
      <Field label='售价（元）' error={err('price')}><Input className='xg-field__input xg-ops-price' type='digit' value={form.price} onInput={set('price')} /></Field>
      <Field label='划线价（元）' error={err('listPrice')}><Input className='xg-field__input xg-ops-list-price' type='digit' value={form.listPrice} onInput={set('listPrice')} /></Field>
      <Field label='套餐（每行“件数 单价”）' error={err('packages')} hint='第一行须为“1 售价”；件数递增，单价不升'>
        <Textarea className='xg-catalogue__textarea xg-ops-packages' value={form.packages} onInput={set('packages')} />
      </Field>
      <Field label='促销标题' error={err('promotionTitle')}><Input className='xg-field__input' value={form.promotionTitle} maxlength={20} onInput={set('promotionTitle')} /></Field>
      <Field label='促销说明' error={err('promotionDesc')}><Input className='xg-field__input' value={form.promotionDesc} maxlength={60} onInput={set('promotionDesc')} /></Field>
      <Field label='排序（小的在前）' error={err('sort')}><Input className='xg-field__input' type='number' value={form.sort} onInput={set('sort')} /></Field>
      <View className='xg-catalogue__actions'>
        <Button size='s' loading={busy} onClick={() => void save()} className='xg-ops-save'>保存</Button>
        <Button size='s' variant='secondary' onClick={onClose}>收起</Button>
      </View>
      <Audit productId={product.id} />
    </View>
  )
}

export default function CatalogueConsole() {
  const authed = useSession(s => Boolean(s.token))
  const products = useLoad(() => (authed ? call(COMMERCE.opsProducts) : Promise.resolve({ list: [] as AdminProduct[] })), [authed])
  const [open, setOpen] = useState<number | null>(null)
  if (!authed) {
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>商品与价格管理</Text>
        <Text className='xg-catalogue__note'>请使用运营账号登录。</Text>
        <Button to='/auth/signin?from=%2Fops%2Fcommerce'>登录</Button>
      </View>
    )
  }
  if (products.status === 'failed') {
    const denied = products.error instanceof ApiError && products.error.code === CODES.NOT_FOUND
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>商品与价格管理</Text>
        <Text className='xg-catalogue__note xg-catalogue__off'>{denied ? '当前账号没有运营权限，请联系管理员开通。' : messageOf(products.error, '加载失败，请稍后重试')}</Text>
        {!denied && <Button onClick={products.reload}>重试</Button>}
        <Link to='/'>返回首页</Link>
      </View>
    )
  }
  return (
    <View className='xg-catalogue'>
      <Text className='xg-catalogue__title'>商品与价格管理</Text>
      <Text className='xg-catalogue__note'>修改立即对商城生效，每次修改都会记录修改人和前后内容。标记“版本定价”的商品不单独销售，只用于计算升级差价。</Text>
      {products.status === 'loading' && <Text className='xg-catalogue__note'>加载中…</Text>}
      {products.status === 'done' &&
        products.data.list.map(p => (
          <View key={p.id} className='xg-catalogue__row' data-alias={p.alias}>
            <View className='xg-catalogue__head'>
              <View>
                <Text className='xg-catalogue__name'>{p.name}</Text>
                {/* the product's codes (alias, SKU, tag) are identifiers staff look up, not words: xg-code */}
                <Text className='xg-catalogue__meta'>
                  {` #${p.id} · `}<Text className='xg-code'>{p.alias}</Text>{' · '}<Text className='xg-code'>{p.sku}</Text>{' · '}
                  {p.commodityTag === 'edition' ? '版本定价' : <Text className='xg-code'>{p.commodityTag}</Text>}{p.sampled ? ' · 需采样' : ''}
                </Text>
              </View>
              <View className='xg-catalogue__actions'>
                <Text className={`xg-catalogue__meta${p.isOnline ? '' : ' xg-catalogue__off'}`}>{p.isOnline ? `¥${yuanText(p.priceFen)}` : '已下架'}</Text>
                {open !== p.id && <Button size='s' variant='secondary' onClick={() => setOpen(p.id)} className='xg-ops-edit'>编辑</Button>}
              </View>
            </View>
            {open === p.id && <Editor product={p} onClose={() => setOpen(null)} onSaved={() => (setOpen(null), products.reload())} />}
          </View>
        ))}
      {products.status === 'done' && <ChannelConsole />}
    </View>
  )
}
