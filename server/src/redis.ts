/** One Redis connection per server process for commands (replay guard, rate limits); BullMQ opens its own. */
import { Redis } from 'ioredis'

export function createRedis(url: string): Redis {
  return new Redis(url, {
    // fail a command after a few retries instead of queueing it forever while Redis is down
    maxRetriesPerRequest: 3,
    enableAutoPipelining: true,
    lazyConnect: false
  })
}
