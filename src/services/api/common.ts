/** spec 7.2 / 7.3 common group: description configs (the server's COMMON_API). */
import { COMMON_API, HEADERS, apiPath, type DescriptionData, type DescriptionListData } from '@xungen/contracts'
import type { ApiClient } from '../client'

/** spec 7.2: the description list is asked for in Chinese */
const CHINESE = { [HEADERS.language]: 'zh-CN' }

export function commonApi(client: ApiClient) {
  return {
    /** spec 7.2: GET common description list (keys) */
    descriptionList: (keys: string[]) => client.get<DescriptionListData>(COMMON_API.descriptionList.path, { keys: keys.join(',') }, { headers: CHINESE }),
    /** spec 7.3: GET description config by key */
    descriptionByKey: (key: string) => client.get<DescriptionData>(apiPath(COMMON_API.descriptionByKey.path, { key })),
    /** spec 7.3: POST description configs by keys */
    descriptionByKeys: (keys: string[]) => client.post<DescriptionListData>(COMMON_API.descriptionByKeys.path, { keys })
  }
}
