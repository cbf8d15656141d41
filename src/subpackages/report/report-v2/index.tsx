// /report-v2 (spec 2.1, 2.14 keep-alive): every report of the account in one list; its code is in src/features/report/components/MyReports.
import { definePage } from '@/shell/definePage'
import MyReports from '@/features/report/components/MyReports'

export default definePage(() => <MyReports />)
