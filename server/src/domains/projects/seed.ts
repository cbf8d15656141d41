/**
 * Two demonstration projects (示例), so that a visitor sees what a project is before anyone has
 * started one: no starter (user_id null), marked demo, no members: every count and member on them
 * comes from real members who join.
 */
import type { Seed } from '../../seed'

const DEMO_PROJECTS = [
  {
    name: '示例：王姓 Y-DNA 研究项目',
    type: 'surname',
    surname: '王',
    haplogroup: null,
    introduction: '这是一个示例项目，用来展示研究项目的样子。王姓是中国人口最多的姓氏之一，来源众多。项目收集王姓男性检测人的父系单倍群，看看不同地区的王姓各属于哪些支系。姓王的检测人都可以加入，项目统计只显示人数不少于 5 人的组。'
  },
  {
    name: '示例：O-M134 支系研究项目',
    type: 'haplogroup',
    surname: null,
    haplogroup: 'O2a2b1',
    introduction: '这是一个示例项目，用来展示单倍群项目的样子。O2a2b1（O-M134）是 O-M122（O2a2）之下在东亚最常见的支系之一。父系单倍群属于 O2a2b1 支系的检测人都可以加入，项目按成员的姓氏、祖籍省份和民族统计，少于 5 人的组不单独显示。'
  }
] as const

export const demoProjectsSeed: Seed = {
  name: 'projects.demo',
  version: 1,
  async run(trx, { now }) {
    for (const p of DEMO_PROJECTS) {
      const exists = await trx.selectFrom('research_projects').select('id').where('demo', '=', 1).where('name', '=', p.name).executeTakeFirst()
      if (exists) continue
      await trx.insertInto('research_projects').values({ user_id: null, name: p.name, type: p.type, surname: p.surname, haplogroup: p.haplogroup, introduction: p.introduction, demo: 1, created_at: now }).execute()
    }
  }
}
