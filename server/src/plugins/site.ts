/**
 * The built H5 site (spec 2: history mode with base /) and everything nobody else answered:
 *  - files of the build are served as they are; content-hashed assets are cached for a year,
 *    everything else (index.html first) is revalidated on every load so a new release shows at once;
 *  - a browser that accepts Brotli or gzip gets the .br / .gz copy the build wrote beside a file
 *    (scripts/precompress-h5.js), with the same caching;
 *  - a navigation to any other path gets index.html, so deep links such as
 *    /report/disease/detail/123 and reloads work (the client router then shows the page or its
 *    own not-found page);
 *  - an unknown API path answers the 404 envelope;
 *  - anything else that is not a navigation (a missing script, image, favicon) is a real 404 with
 *    the server-rendered not-found text of spec 2.20.
 */
import fs from 'fs'
import path from 'path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { CODES, isApiPath, splitUrl } from '@xungen/contracts'
import { AppError } from '../errors'
import { sendError, sendPageError } from './errors'

/** webpack's [contenthash] in a file name: app.3f9a2c1b.js, 123.a1b2c3d4e5.css */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|ttf|png|jpe?g|gif|svg|webp|avif)(\.br|\.gz)?$/i

export function isNavigation(request: FastifyRequest, urlPath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const ext = path.posix.extname(urlPath.split('/').pop() ?? '')
  if (ext && ext.toLowerCase() !== '.html') return false
  if (request.headers['sec-fetch-mode'] === 'navigate') return true
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html')
}

async function sitePlugin(app: FastifyInstance, options: { h5Dir: string | null }) {
  const root = options.h5Dir
  const hasSite = root !== null && fs.existsSync(path.join(root, 'index.html'))
  if (root !== null && !hasSite) app.log.warn({ h5Dir: root }, 'no built H5 site (index.html missing): serving the API only; run npm run build:h5')

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: root!,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      serveDotFiles: false,
      // send answers dot files (.env, .git) with a 404 like any missing file
      dotfiles: 'ignore',
      cacheControl: false,
      // the .br / .gz copies of scripts/precompress-h5.js, chosen by Accept-Encoding
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
        // the same URL has a compressed and a plain answer: caches must key on Accept-Encoding
        res.setHeader('vary', 'accept-encoding')
      }
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const { path: urlPath } = splitUrl(request.url)
    if (isApiPath(urlPath)) return sendError(reply, new AppError(CODES.NOT_FOUND, '请求的接口不存在'))
    if (hasSite && isNavigation(request, urlPath)) {
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html')
    }
    return sendPageError(request, reply, 404)
  })
}

export default fp(sitePlugin, { name: 'site' })
