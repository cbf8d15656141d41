/** The call groups of spec 7.3, one module each, bound to the app's request layer. */
import { api } from '../request'
import { commonApi } from './common'

export const common = commonApi(api)
