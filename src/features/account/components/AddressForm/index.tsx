/**
 * /user/address/edit (spec 2.11, 3.13): a new delivery address, or `?id=` an existing one.
 * Receiver, phone (the phone rule of spec 5), the region picker (province, city, district,
 * street, loaded level by level; spec 9's special provinces and cities without districts),
 * the detail line and the default switch. Every rule answers under its field.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { DELIVERY_ADDRESS_LIMITS, DELIVERY_ADDRESS_MESSAGES, MESSAGES, deliveryAddressErrors, type RegionSelection } from '@xungen/contracts'
import Button from '@/components/Button'
import Field from '@/components/Field'
import { Panel } from '@/components/Panel'
import PhoneField from '@/components/PhoneField'
import RegionPicker from '@/components/RegionPicker'
import Switch from '@/components/Switch'
import { confirm, toast } from '@/components/feedback'
import { ADDRESSES_KEY, ADDRESS_FIELD_MAP, EMPTY_ADDRESS_FORM, addressFormOf, addressInputOf, type AddressForm } from '@/features/account/model/address'
import { useFormErrors } from '@/hooks/useFormErrors'
import { useQuery } from '@/hooks/useQuery'
import PageState from '@/components/PageState'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { goBack, redirect } from '@/navigation'
import { pageStack } from '@/platform/router'
import { setPageTitle } from '@/platform/title'
import { useRouteParams } from '@/shell/useSpecLocation'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import '../../address.scss'

const LIST_PATH = '/user/address/address-manage'

/** Back to the list: the one below in the stack when there is one, else a fresh one. */
async function backToList() {
  const stack = pageStack()
  const previous = stack.length >= 2 ? stack[stack.length - 2].url.split('?')[0] : null
  if (previous === LIST_PATH) await goBack()
  else await redirect(LIST_PATH)
}

const TITLE = { edit: '编辑收货地址', add: '新增收货地址' }

/** The centred line of the address panel (loading, a failed load). */
function PanelLine({ title, text }: { title: string; text: string }) {
  return (
    <View className='xg-address'>
      <Panel title={title}>
        <View className='xg-address__empty'>
          <Text className='xg-address__empty-text'>{text}</Text>
        </View>
      </Panel>
    </View>
  )
}

export default function AddressForm() {
  const { id } = useRouteParams<{ id?: string }>()
  const editingId = id && /^\d+$/.test(id) ? Number(id) : null
  useEffect(() => {
    setPageTitle(editingId ? TITLE.edit : TITLE.add)
  }, [editingId])
  return editingId ? <EditAddress id={editingId} /> : <AddressEditor editingId={null} initial={EMPTY_ADDRESS_FORM} />
}

/** An existing address: loaded from the list, then edited (or "not found" when it is gone). */
function EditAddress({ id }: { id: number }) {
  const addresses = useQuery(ADDRESSES_KEY, () => call(ACCOUNTS.deliveryAddresses))
  return (
    <PageState
      state={addresses}
      loading={<PanelLine title={TITLE.edit} text='加载中…' />}
      failure='收货地址加载失败'
      renderFailure={message => <PanelLine title={TITLE.edit} text={message} />}
    >
      {data => {
        const found = data.list.find(a => a.id === id)
        return found ? <AddressEditor editingId={id} initial={addressFormOf(found)} /> : <MissingAddress />
      }}
    </PageState>
  )
}

function MissingAddress() {
  return (
    <View className='xg-address'>
      <Panel title={TITLE.edit}>
        <View className='xg-address__empty'>
          <Text className='xg-address__empty-title'>{DELIVERY_ADDRESS_MESSAGES.notFound}</Text>
          <Button variant='secondary' size='s' onClick={() => void redirect(LIST_PATH)}>返回地址列表</Button>
        </View>
      </Panel>
    </View>
  )
}

function AddressEditor({ editingId, initial }: { editingId: number | null; initial: AddressForm }) {
  const [form, setForm] = useState<AddressForm>(initial)
  const errors = useFormErrors()
  const saving = useSubmit(async (input: ReturnType<typeof addressInputOf>) => {
    if (editingId) await call(ACCOUNTS.updateDeliveryAddress, { params: { id: editingId }, body: input })
    else await call(ACCOUNTS.addDeliveryAddress, { body: input })
    toast('保存成功', 'success')
    await backToList()
  }, { onError: err => errors.fromFailure(err, ADDRESS_FIELD_MAP, '保存失败，请重试') })
  // spec 8.2: a failed delete shows the server's message as an error toast
  const removing = useSubmit(async (addressId: number) => {
    await call(ACCOUNTS.deleteDeliveryAddress, { params: { id: addressId } })
    toast(MESSAGES.delete.succeeded, 'success')
    await backToList()
  }, { failure: '删除失败，请重试', onError: inToast })

  const update = (patch: Partial<AddressForm>) => setForm(f => ({ ...f, ...patch }))

  function save() {
    if (saving.busy) return
    const input = addressInputOf(form)
    const found: Record<string, string> = {}
    for (const e of deliveryAddressErrors(input)) {
      const field = ADDRESS_FIELD_MAP[e.field]
      if (field && !(field in found)) found[field] = e.message
    }
    errors.reset(found)
    if (Object.keys(found).length) return
    void saving.run(input)
  }

  async function remove() {
    if (!editingId || removing.busy || !(await confirm('确认删除该收货地址吗？', { confirmText: MESSAGES.delete.confirm, danger: true }))) return
    await removing.run(editingId)
  }

  return (
    <View className='xg-address'>
      <Panel title={editingId ? TITLE.edit : TITLE.add}>
        <View className='xg-address-form'>
          <Field name='receiver' label='收货人' error={errors.of('receiverName')}>
            <Input
              className='xg-field__input'
              value={form.receiverName}
              maxlength={DELIVERY_ADDRESS_LIMITS.receiverMaxLength}
              placeholder='请填写收货人姓名'
              placeholderClass='xg-field__placeholder'
              onInput={e => update({ receiverName: e.detail.value })}
              onFocus={errors.clear('receiverName')}
            />
          </Field>
          <PhoneField
            label='手机号'
            nationCode={form.nationCode}
            phone={form.mobile}
            onNationCodeChange={nationCode => update({ nationCode })}
            onPhoneChange={mobile => update({ mobile })}
            placeholder='收货人手机号'
            error={errors.of('mobile')}
            onFocus={errors.clear('mobile')}
          />
          <Field name='region' label='所在地区' error={errors.of('region')}>
            <RegionPicker
              value={form.region}
              onChange={(region: RegionSelection) => {
                update({ region })
                errors.set('region', null)
              }}
            />
          </Field>
          <Field name='detail' label='详细地址' error={errors.of('detail')} hint='街道、楼牌号、单元室等'>
            <Textarea
              className='xg-field__textarea'
              value={form.detail}
              maxlength={DELIVERY_ADDRESS_LIMITS.detailMaxLength}
              autoHeight
              placeholder='如：科技园南路 18 号 2 栋 1203 室'
              placeholderClass='xg-field__placeholder'
              onInput={e => update({ detail: e.detail.value })}
              onFocus={errors.clear('detail')}
            />
          </Field>
          <View className='xg-address-form__default'>
            <View className='xg-address-form__default-text'>
              <Text className='xg-address-form__default-title'>设为默认地址</Text>
              <Text className='xg-address-form__default-hint'>下单时会优先使用默认地址</Text>
            </View>
            <Switch label='设为默认地址' checked={form.isDefault} onChange={isDefault => update({ isDefault })} />
          </View>
          {errors.form && <Text className='xg-auth__form-error'>{errors.form}</Text>}
          <View className='xg-address-form__actions'>
            <Button block size='l' loading={saving.busy} onClick={save}>保存</Button>
            {editingId && (
              <Button block size='l' variant='ghost' loading={removing.busy} onClick={() => void remove()}>删除收货地址</Button>
            )}
          </View>
        </View>
      </Panel>
    </View>
  )
}
