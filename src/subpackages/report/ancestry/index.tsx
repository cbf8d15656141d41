// /report/ancestry (spec 2.9): the ancestry report's home; its code is in src/features/ancestry/.
import { definePage } from '@/shell/definePage'
import { AncestryHome } from '@/features/ancestry/components/AncestryReport'

// the share menu carries the ancestry share card once the person has made one (never to Moments)
export default definePage(() => <AncestryHome />, { share: {} })
