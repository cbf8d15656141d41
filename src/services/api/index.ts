/**
 * The kit-to-report calls bound to the app's request layer (services/request.ts). They predate
 * `call(endpoint, input)` (services/call.ts) and move to it page by page; new code calls
 * `call(PERSONS_ENDPOINTS.x, …)` directly.
 */
import { api } from '../request'
import { bindApi, importApi, labApi, personsApi } from './persons'

export const persons = personsApi(api)
export const bind = bindApi(api)
export const imports = importApi(api)
export const lab = labApi(api)
