// /user/persons/:id/base-info (spec 2.11): the person's basic info under base_info_modifiable rules.
import { definePage, type PageProps } from '@/shell/definePage'
import BaseInfoForm from '@/features/persons/components/BaseInfoForm'

function Page({ location }: PageProps) {
  return <BaseInfoForm id={location.params.id ?? ''} />
}

export default definePage(Page)
