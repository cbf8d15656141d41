/**
 * Demo content so that the community and the feed are not empty on a fresh start: every row is
 * marked example (shown with 示例), has no author account and can be hidden by staff. Inserted
 * once (a row with the same title is left as operators left it).
 */
import type { Seed } from '../../seed'

const POSTS = [
  { module: 'community', type: 1, title: '我的父系单倍群是 O-M122，有同样的朋友吗？', content: '报告出来了，父系单倍群是 O-M122。查了一下这是东亚很常见的类型，想找找同一支系的朋友交流家族迁徙的故事。' },
  { module: 'community', type: 2, title: '祖源报告里的“北方汉族”比例是怎么算的？', content: '我的祖源报告显示北方汉族 62%，南方汉族 30%，想知道这个比例是怎么估计出来的，和家谱记载不完全一样正常吗？' },
  { module: 'community', type: 3, title: '大家是怎么和找到的基因亲人开始聊天的？', content: '最近发现了一位可能的三代表亲，有点紧张不知道怎么开口。分享一下你们第一次私信时说了什么吧。' },
  { module: 'health', type: 2, title: '乳糖不耐受的检测结果和实际感受一致吗？', content: '报告说我很可能乳糖不耐受，确实喝牛奶会不舒服。大家的结果和自己的感受对得上吗？' },
  { module: 'health', type: 1, title: '咖啡因代谢慢，我调整了喝咖啡的时间', content: '检测显示咖啡因代谢偏慢，我把咖啡改到上午十点前，晚上睡得好多了。仅是个人体验，不作为医疗建议。' }
] as const

const ARTICLES = [
  { kind: 'article', title: '基因检测能告诉我们什么？', summary: '从祖源、健康到遗传特质，一篇看懂消费级基因检测的能力与边界。', body: '消费级基因检测读取的是数十万个常见位点的基因型。它可以推断祖源构成、父系和母系单倍群，也能提示部分遗传特质。\n\n需要注意的是，检测结果是基于统计的估计，不能替代医学诊断。' },
  { kind: 'card', title: '什么是单倍群？', summary: '一张卡片认识父系和母系的“远古姓氏”。', body: '单倍群是一组共享同一祖先突变的人群。Y 染色体单倍群沿父系传递，线粒体单倍群沿母系传递，它们记录了人类走出非洲、遍布世界的路线。' },
  { kind: 'blog', title: '基因俱乐部：一次线上家族故事分享会', summary: '上周的线上分享会上，几位用户讲述了他们通过 DNA 找到亲人的经历。', body: '上周我们举办了第一次线上家族故事分享会。几位用户分享了通过基因亲人功能与远亲重新取得联系的经历，也讨论了如何尊重对方的意愿、保护彼此的隐私。' },
  { kind: 'story', title: '一份报告，让我找到了失散多年的表姐', summary: '开启基因寻亲三个月后，我收到了一条新亲人通知。', body: '开启基因寻亲三个月后，我收到了一条新亲人通知：系统估计我们是一代表亲。我们通过私信聊了很久，最后确认她是我母亲失散多年的姐姐的女儿。' }
] as const

export const communityExamples: Seed = {
  name: 'community.examples',
  version: 1,
  async run(trx, { now }) {
    let at = now - POSTS.length * 3600_000
    for (const p of POSTS) {
      at += 3600_000
      const exists = await trx.selectFrom('community_posts').select('id').where('title', '=', p.title).where('example', '=', 1).executeTakeFirst()
      if (exists) continue
      await trx.insertInto('community_posts').values({ user_id: null, author_name: '基因寻根示例', module: p.module, type: p.type, title: p.title, content: p.content, images: '[]', state: 'published', example: 1, comment_count: 0, created_at: at, reviewed_by: null }).execute()
    }
    for (const a of ARTICLES) {
      at += 60_000
      const exists = await trx.selectFrom('feed_articles').select('id').where('title', '=', a.title).where('example', '=', 1).executeTakeFirst()
      if (exists) continue
      await trx
        .insertInto('feed_articles')
        .values({ kind: a.kind, user_id: null, author_name: a.kind === 'story' ? '基因寻根示例' : '基因寻根编辑部', title: a.title, summary: a.summary, body: a.body, cover: null, images: '[]', state: 'published', example: 1, created_at: at, published_at: at, reviewed_by: null })
        .execute()
    }
  }
}
