// /report/gene-origin/my-origin (spec 2.9): the person's own lines on the reference trees and the reference populations. Code: src/features/geneOrigin/.
import { definePage } from '@/shell/definePage'
import { MyOrigin } from '@/features/geneOrigin/components/pages'

export default definePage(() => <MyOrigin />)
