/** The call groups of spec 7.3, one module each, bound to the app's request layer. */
import { api } from '../request'
import { commonApi } from './common'
import { uploadApi } from './upload'
import { userApi } from './user'
import { reportApi } from './report'

export const common = commonApi(api)
export const user = userApi(api)
export const upload = uploadApi(api)
export const report = reportApi(api)
