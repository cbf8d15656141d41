// /user/info: a thin page; its code is in src/features/account/components/UserInfoForm.
import { definePage } from '@/shell/definePage'
import UserInfoForm from '@/features/account/components/UserInfoForm'

export default definePage(UserInfoForm)
