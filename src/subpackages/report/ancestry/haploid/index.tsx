// /report/ancestry/haploid (spec 2.9): the person's Y and mt haplogroups.
import { definePage } from '@/shell/definePage'
import { Haploid } from '@/features/ancestry/components/AncestryReport'

export default definePage(() => <Haploid />)
