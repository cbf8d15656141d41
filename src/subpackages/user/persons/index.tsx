// /user/persons (spec 2.11): the page stays thin; the list is features/persons/components/PersonsList.
import { definePage } from '@/shell/definePage'
import PersonsList from '@/features/persons/components/PersonsList'

export default definePage(() => <PersonsList />)
