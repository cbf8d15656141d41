/**
 * The request layer's transport in the mini-program (services/request.ts): Taro.request, which
 * resolves for every HTTP status; the envelope decides. The website's is platform/http.ts.
 */
import Taro from '@tarojs/taro'
import type { Transport } from '@/services/client'
import { quietTask } from '@/lib/quietTask'

export const httpTransport: Transport = req =>
  new Promise((resolve, reject) => {
    const task = Taro.request({
      url: req.url,
      method: req.method,
      header: req.headers,
      data: req.body,
      timeout: req.timeout,
      dataType: 'json',
      success: res => resolve({ statusCode: res.statusCode, data: res.data }),
      fail: err => reject(new Error(err.errMsg || 'request failed'))
    })
    quietTask(task)
  })
