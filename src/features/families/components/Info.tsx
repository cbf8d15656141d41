/**
 * The family area's front page (spec 2.10 /ancestry/family), its service pages (service/contact,
 * genealogy, messenger), the introduction of how 寻根 works here (story/introduction) and the
 * ancestors and celebrities of approved families (ancestor/:id?). The service pages say what the
 * product does and does not do; nothing here is a promise the product does not keep.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { SERVICE_HOURS_TEXT } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { href } from '@/routes/href'
import { useAncestor, useAncestors } from '../hooks/useFamilies'
import { familyStates, Page, Pager, SampleTag } from './common'

function Tiles({ tiles }: { tiles: Array<{ to: string; title: string; text: string }> }) {
  return (
    <View className='xg-fam__grid'>
      {tiles.map(t => <Link key={t.title} className='xg-fam__tile' to={t.to}><Text className='xg-fam__h'>{t.title}</Text><Text className='xg-fam__meta'>{t.text}</Text></Link>)}
    </View>
  )
}

export function FamilyHome() {
  return (
    <Page title='家族' sub='把族谱里的字辈、先祖和大事，与 DNA 检测的父系单倍群放在一起：找到自己的家族，也把自己的家族记下来。'>
      <Tiles tiles={[
        { to: href('/ancestry/library-family'), title: '家族库', text: '按字辈、族谱、单倍群等筛选' },
        { to: href('/ancestry/family/clue/:id?', {}), title: '家族线索', text: '按姓氏和 Y 单倍群找可能同宗的家族' },
        { to: href('/ancestry/family/mine'), title: '我的家族', text: '我创建和保存的家族' },
        { to: href('/ancestry/self-build-family/form'), title: '创建家族', text: '记下字辈、先祖和大事记' },
        { to: href('/ancestry/genealogy-images'), title: '族谱影像', text: '逐页浏览族谱' },
        { to: href('/ancestry/ancestor/:id?', {}), title: '先祖和名人', text: '各家族记载的先祖' },
        { to: href('/ancestry/family-tree'), title: '家谱', text: '画出自己的家谱' },
        { to: href('/ancestry/service/genealogy'), title: '修谱服务', text: '用本站工具整理族谱' }
      ]} />
    </Page>
  )
}

export function ServiceContact() {
  return (
    <Page title='联系我们' sub='关于家族、族谱、家谱和寻根的问题，都可以联系客服。'>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>在线客服</Text>
        <Text className='xg-fam__text'>{`服务时间：${SERVICE_HOURS_TEXT}（法定节假日以客服通知为准）。请不要在消息里发送身份证号等敏感信息。`}</Text>
        <Button to={href('/protocol/contact-service')}>联系客服</Button>
      </View>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>常见的问题</Text>
        <Text className='xg-fam__text'>· 自建家族审核没有通过：在“我的家族”里打开这个家族，可以看到审核意见，修改后重新提交。</Text>
        <Text className='xg-fam__text'>· 家族线索不对：在家族线索里点“排除”，这条线索会标为已排除。</Text>
        <Text className='xg-fam__text'>· 发现家族记录有误：联系客服，说明家族名称和出错的内容。</Text>
      </View>
    </Page>
  )
}

export function ServiceGenealogy() {
  return (
    <Page title='修谱服务' sub='本站提供整理族谱的工具，由您和族人自己完成修谱；本站不提供上门修谱、代写族谱或印刷族谱的服务。'>
      <Tiles tiles={[
        { to: href('/ancestry/family-tree'), title: '建家谱', text: '多人协作编辑，支持字辈、农历日期' },
        { to: href('/ancestry/self-build-family/form'), title: '创建家族', text: '字辈、先祖名人、大事记，审核后公开' },
        { to: href('/ancestry/genealogy-images'), title: '族谱影像', text: '浏览已公开家族的族谱' },
        { to: href('/ancestry/service/contact'), title: '联系我们', text: '使用中的问题' }
      ]} />
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>修谱的建议步骤</Text>
        <Text className='xg-fam__text'>1. 向长辈收集老谱、墓碑、地契等资料，记下字辈。</Text>
        <Text className='xg-fam__text'>2. 在家谱里录入成员，邀请族人一起编辑；已有电子家谱可导入 GEDCOM 文件。</Text>
        <Text className='xg-fam__text'>3. 创建家族，关联家谱成员；有男性族人做过检测，家族页会显示父系 Y 单倍群，同宗的检测者能在家族线索里找到你们。</Text>
      </View>
    </Page>
  )
}

export function ServiceMessenger() {
  return (
    <Page title='寻根信使' sub='登记您的姓氏和祖籍；出现与您有关的新线索时，我们按您选择的方式通知您。'>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>会通知您的事</Text>
        <Text className='xg-fam__text'>· 寻根登记：与您同姓、同祖籍的寻根线索。</Text>
        <Text className='xg-fam__text'>· 家族线索：同姓、父系同一支系的家族通过审核后出现在家族线索里。</Text>
        <Text className='xg-fam__text'>· 宗亲：同样开启“基因寻亲”的同宗族人。</Text>
        <Text className='xg-fam__meta'>通知只发给您本人，不会把您的联系方式交给他人。</Text>
      </View>
      <View className='xg-fam__links'>
        <Button to={href('/ancestry/wechat-lead')}>寻根登记</Button>
        <Button variant='secondary' to={href('/ancestry/family/clue/:id?', {})}>家族线索</Button>
      </View>
    </Page>
  )
}

export function StoryIntroduction() {
  return (
    <Page title='寻根故事' sub='一个人的寻根，通常从一份检测报告开始，到一本族谱结束。这里说明在本站寻根的每一步能得到什么。'>
      {[
        ['父系和母系', '检测后得到 Y 染色体（父系）和线粒体（母系）单倍群，知道自己的父系、母系属于哪一支。', href('/report/ancestry')],
        ['同姓同宗', '姓氏库按同姓检测者的单倍群统计；宗亲是同一父系支系、同样开启寻亲的人。', href('/ancestry/library-surname')],
        ['家族线索', '家族库里同姓、且父系同一支系的家族，由您确认或排除。', href('/ancestry/family/clue/:id?', {})],
        ['家谱和家族', '把找到的族人画进家谱，把家族的字辈、先祖和大事记下来，审核后与同宗分享。', href('/ancestry/family-tree')]
      ].map(([title, text, to]) => (
        <Link key={title} className='xg-fam__card xg-fam-story' to={to}>
          <Text className='xg-fam__h'>{title}</Text>
          <Text className='xg-fam__text'>{text}</Text>
        </Link>
      ))}
      <Text className='xg-fam__meta'>DNA 能说明父系是否同源，却说不出相隔几代；族谱能记下几代，却可能有误。两者互相印证，才更可靠。</Text>
    </Page>
  )
}

export function Ancestor({ id }: { id?: string }) {
  return Number(id) ? <AncestorOne id={Number(id)} /> : <AncestorList />
}

function AncestorList() {
  const [page, setPage] = useState(1)
  const state = useAncestors(page)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title='先祖和名人' sub='已公开家族记载的先祖和名人，内容由各家族提供。'>
          <View className='xg-fam__card'>
            {d.list.length === 0 ? <Text className='xg-fam__meta'>还没有记录。</Text> : null}
            {d.list.map(a => (
              <Link key={a.id} className='xg-fam__item xg-fam-ancestor' to={href('/ancestry/ancestor/:id?', { id: a.id })}>
                <View className='xg-fam__item-main'>
                  <View className='xg-fam__tags'><Text className='xg-fam__name'>{a.name}</Text><Text className='xg-fam__tag xg-fam__tag--muted'>{a.kind === 'ancestor' ? '先祖' : '名人'}</Text><SampleTag sample={a.family.sample} /></View>
                  <Text className='xg-fam__meta'>{[a.family.name, a.era].filter(Boolean).join(' · ')}</Text>
                </View>
              </Link>
            ))}
            <Pager data={d} onPage={setPage} />
          </View>
        </Page>
      )}
    </PageState>
  )
}

function AncestorOne({ id }: { id: number }) {
  const state = useAncestor(id)
  return (
    <PageState {...familyStates()} state={state}>
      {a => (
        <Page title={a.name} sub={`${a.kind === 'ancestor' ? '先祖' : '名人'}${a.era ? ` · ${a.era}` : ''}`}>
          {a.family.sample ? <Text className='xg-fam__note'>示例人物，为虚构。</Text> : null}
          <View className='xg-fam__card'>
            <Text className='xg-fam__text'>{a.description || '家族还没有填写生平。'}</Text>
            <Text className='xg-fam__meta'>内容由家族提供，本站未逐一核实。</Text>
          </View>
          <Button variant='secondary' to={href('/ancestry/family/:id', { id: a.family.id })}>{`查看${a.family.name}`}</Button>
        </Page>
      )}
    </PageState>
  )
}
