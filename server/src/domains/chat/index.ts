/**
 * The chat domain (issue 25 items 2-4; spec 2.11 /user/messages, 3.8, 3.9, 4 "Chat shield",
 * 5 "Chat", 9 service hours): private messages between relatives found by the engine, the
 * conversation with customer service, and the support staff's console (/ops/support). Messages
 * are pushed in real time through the notifications domain's hub (app.realtime).
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import chatRoutes from './routes'
import './tables'

export { ChatService, sanitiseMessage, CHAT_MESSAGES } from './service'

export default defineDomain({
  name: 'chat',
  migrations,
  plugin: fp(chatRoutes, { name: 'chat' }),
  after: ['accounts', 'notifications', 'persons', 'commerce'],
  endpoints: ['chat']
})
