/**
 * Routes of the family tree's gallery (contracts FAMILY_TREE_GALLERY; issue 24, spec 2.10
 * family-tree/gallery) and the pictures at their signed addresses (links.ts):
 *   GET /files/family-tree/<id>[_t].jpg?e&k&s   not an API call: no envelope, not signed by the client
 */
import type { FastifyInstance } from 'fastify'
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES, parsePersonIds } from '@xungen/contracts'
import { FAMILY_TREE_GALLERY as G } from '@xungen/contracts/endpoints'
import { serve } from '../../../endpoints/serve'
import { AppError, argError } from '../../../errors'
import { accountOf } from '../../../security/concurrency'
import { loadLinkKeys } from '../../../security/downloadLinks'
import { StorageNotFoundError } from '../../../storage'
import type { FamilyTreeService } from '../service'
import { GALLERY_FILE_PREFIX, GalleryLinks } from './links'
import { GalleryService } from './service'

export function galleryRoutes(app: FastifyInstance, trees: FamilyTreeService, users: { nameOf(userId: number): Promise<string | null> }): GalleryService {
  const links = new GalleryLinks(loadLinkKeys(app.config), app.clock)
  const gallery = new GalleryService(app.db, app.clock, trees, users, app.storage, links, app.accounts.counters)
  const me = (r: { session: { user: { id: number } } }) => r.session.user.id
  const viewer = (r: Parameters<typeof app.accounts.publicOrigin>[0] & { session: { user: { id: number } } }) => ({ userId: me(r), origin: app.accounts.publicOrigin(r) })

  serve(app, G.media, async r => gallery.media(viewer(r), r.params.id, r.query.kind, r.query.personId, r.query.page))
  serve(app, G.upload, async r => {
    const personIds = parsePersonIds(r.query.personIds)
    if (!personIds) throw argError('personIds', GALLERY_MESSAGES.personIds)
    // who may add, the tree's room and the day's quota before a byte of the file is read
    await gallery.beforeUpload(me(r), r.params.id)
    // a 10 MB picture is held and decoded: a few at a time
    return app.concurrency.run('familyTree', accountOf(r), async () => {
      const { content } = await r.upload.toBuffer({
        maxBytes: GALLERY_UPLOAD_MAX_BYTES,
        fields: 2,
        notMultipart: GALLERY_MESSAGES.notMultipart,
        noFile: GALLERY_MESSAGES.noFile,
        tooLarge: () => new AppError(4006, GALLERY_MESSAGES.tooLarge, { httpStatus: 413, data: { fields: [{ field: 'file', message: GALLERY_MESSAGES.tooLarge }] } }),
        broken: GALLERY_MESSAGES.broken
      })
      return gallery.upload(viewer(r), r.params.id, r.query.kind, content, { title: r.query.title, caption: r.query.caption, personIds })
    })
  })
  serve(app, G.updateMedia, async r => gallery.updateMedia(viewer(r), r.params.id, r.params.mediaId, r.body))
  serve(app, G.removeMedia, async r => gallery.removeMedia(me(r), r.params.id, r.params.mediaId))
  serve(app, G.stories, async r => gallery.stories(me(r), r.params.id, r.query.personId, r.query.page))
  serve(app, G.addStory, async r => gallery.addStory(me(r), r.params.id, r.body))
  serve(app, G.updateStory, async r => gallery.updateStory(me(r), r.params.id, r.params.storyId, r.body))
  serve(app, G.removeStory, async r => gallery.removeStory(me(r), r.params.id, r.params.storyId))
  serve(app, G.comments, async r => gallery.comments(me(r), r.params.id, r.query.target, r.query.targetId, r.query.page))
  serve(app, G.addComment, async r => gallery.addComment(me(r), r.params.id, r.body))
  serve(app, G.removeComment, async r => gallery.removeComment(me(r), r.params.id, r.params.commentId))

  app.get<{ Params: { file: string }; Querystring: { e?: string; k?: string; s?: string } }>(`${GALLERY_FILE_PREFIX}:file`, async (request, reply) => {
    const opened = links.open(request.params.file, request.query ?? {})
    const key = opened ? await gallery.fileOf(opened.publicId, opened.variant) : null
    if (!opened || !key) throw new AppError(404)
    try {
      const stream = await app.storage.get(key)
      // a member's browser keeps it until the address expires, nobody in between
      const maxAge = Math.max(0, Math.floor((opened.expires - app.clock()) / 1000))
      return reply.type('image/jpeg').header('cache-control', `private, max-age=${maxAge}`).header('x-content-type-options', 'nosniff').send(stream)
    } catch (err) {
      if (err instanceof StorageNotFoundError) throw new AppError(404)
      throw err
    }
  })

  // every stored picture has its row; the storage sweep removes what a crash left without one
  app.storageSweeper.register('family-tree/', keys => gallery.referenced(keys))
  return gallery
}
