/**
 * What services and jobs log through: the app's logger (pino, as Fastify holds it) or a child of
 * it, by the methods they call. Services name this type, not Fastify's, so that no service file
 * imports from Fastify (.dependency-cruiser.cjs: services know no HTTP).
 */
import type { FastifyBaseLogger } from 'fastify'

export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>
