/** Routes of research projects (contracts PROJECTS; spec 2.10 project/*, 3.12). */
import type { FastifyInstance } from 'fastify'
import { PROJECTS as P } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { ProjectsService, deleteAccountProjects } from './service'

export default async function projectsRoutes(app: FastifyInstance) {
  const accounts = app.accounts
  const service = new ProjectsService(app.db, app.clock, app.persons, {
    async nameOf(userId) {
      const row = await accounts.users.findActiveById(userId)
      return row?.name ? await accounts.personal.open(row.name) : null
    }
  })
  accounts.personalData.register({ name: 'projects', delete: ({ userId, db }) => deleteAccountProjects(db, userId) })

  const me = (r: { session: { user: { id: number } } }) => r.session.user.id
  serve(app, P.list, async r => service.list(r.query.type))
  serve(app, P.mine, async r => service.mine(me(r)))
  serve(app, P.choices, async r => service.choices(me(r)))
  serve(app, P.create, async r => service.create(me(r), r.body))
  serve(app, P.detail, async r => service.detail(r.session.user?.id ?? null, r.params.id))
  serve(app, P.joinOptions, async r => service.joinOptions(me(r), r.query.projectId))
  serve(app, P.join, async r => service.join(me(r), r.params.id, r.body))
  serve(app, P.updateParticipation, async r => service.updateParticipation(me(r), r.params.id, r.body))
  serve(app, P.leave, async r => service.leave(me(r), r.params.id))
  serve(app, P.members, async r => service.members(r.params.id, r.query.page, r.query.size))
  serve(app, P.statistics, async r => service.statistics(r.params.id, r.query.by))
  serve(app, P.posts, async r => service.posts(r.params.id, r.query.kind, r.query.page, r.query.size))
  serve(app, P.post, async r => service.post(r.params.id, r.params.postId, r.query))
  serve(app, P.createPost, async r => service.createPost(me(r), r.params.id, r.body))
  serve(app, P.comment, async r => service.comment(me(r), r.params.id, r.params.postId, r.body.content))
}
