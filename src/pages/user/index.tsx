// /user (spec 2.11 account centre home, the "我的" tab): features/persons/components/AccountHome.
import { definePage } from '@/shell/definePage'
import AccountHome from '@/features/persons/components/AccountHome'

export default definePage(() => <AccountHome />)
