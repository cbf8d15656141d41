/**
 * `call(endpoint, input)`: the app's one way to reach the API (docs/client.md, "Calling the API").
 * The endpoint is a declaration of `@xungen/contracts/endpoints`; the request layer is the app's
 * (services/request.ts).
 */
import { callerOf } from './endpointCall'
import { api } from './request'

export type { CallInput, CallOptions, LocalFile } from './endpointCall'
export const call = callerOf(api)
