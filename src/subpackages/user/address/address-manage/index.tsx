// /user/address/address-manage: a thin page; its code is in src/features/account/components/AddressList.
import { definePage } from '@/shell/definePage'
import AddressList from '@/features/account/components/AddressList'

export default definePage(AddressList)
