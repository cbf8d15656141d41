/**
 * 问答 (/interlocution/familystory, /privacy, /qualification; spec 2.13): short answers to the
 * questions people ask about family stories, privacy and qualifications. Staff publish their own
 * version in /ops/content (page/interlocution-<topic>); until then the page shows these, each one
 * a summary of a document the product publishes (the agreements of content/agreements), with the
 * link to the full text, so that no answer says more than the documents do.
 */
import { href } from '@/routes/href'

export const INTERLOCUTION_TOPICS = ['familystory', 'privacy', 'qualification'] as const
export type InterlocutionTopic = (typeof INTERLOCUTION_TOPICS)[number]

export interface Answer {
  q: string
  a: string
  /** the document the answer summarises */
  source: { label: string; to: string }
}

export const INTERLOCUTION_TITLES: Readonly<Record<InterlocutionTopic, string>> = {
  familystory: '家族故事问答',
  privacy: '隐私问答',
  qualification: '资质问答'
}

export const INTERLOCUTION_PATHS: Readonly<Record<InterlocutionTopic, string>> = {
  familystory: href('/interlocution/familystory'),
  privacy: href('/interlocution/privacy'),
  qualification: href('/interlocution/qualification')
}

/** the document staff publish for a topic (CONTENT_KEY_PATTERN: page/<name>) */
export const interlocutionKey = (topic: InterlocutionTopic) => `page/interlocution-${topic}`

const FAMILY_TREE_AGREEMENT = { label: '家谱服务协议', to: href('/protocol/familytree') }
const PRIVACY_POLICY = { label: '隐私政策', to: href('/protocol/privacy') }
const QUALIFY = { label: '资质认证', to: href('/qualify') }

export const INTERLOCUTION: Readonly<Record<InterlocutionTopic, readonly Answer[]>> = {
  familystory: [
    { q: '在哪里记录家族故事？', a: '在家谱中为每位成员记录生平故事、上传照片和文献，也可以邀请亲属共同编修。', source: { label: '家谱', to: href('/ancestry/family-tree') } },
    { q: '谁能看到我写的家族故事？', a: '家谱默认只有创建者和被邀请的编修者可见。只有在您分享家谱链接或设为公开浏览后，持有链接的人或所有访问者才能看到成员姓名、关系和您选择公开的资料。', source: FAMILY_TREE_AGREEMENT },
    { q: '可以写在世亲属的故事吗？', a: '可以，但录入在世亲属的姓名、照片和生平前，应当取得其本人同意（未成年人由监护人同意）；不能取得同意的，请只录入姓名和辈分关系。请勿录入他人的身份证号、手机号、健康信息和基因检测结果。', source: FAMILY_TREE_AGREEMENT },
    { q: '家族故事会和基因检测结果放在一起吗？', a: '不会。家谱与基因检测相互独立：把家谱成员与检测人关联，不会把任何人的基因数据、报告或样本信息放进家谱，也不会向其他编修者显示。', source: FAMILY_TREE_AGREEMENT },
    { q: '删除家谱后，故事还在吗？', a: '创建者删除家谱后，家谱及其中的成员、故事、照片和文献一并删除；注销账号时，您创建的家谱也一并删除。', source: FAMILY_TREE_AGREEMENT },
    { q: '想把自己的寻根经历分享给更多人？', a: '可以在“基因故事”中投稿，审核通过后发布。', source: { label: '基因故事', to: href('/genestory') } }
  ],
  privacy: [
    { q: '谁能看到我的报告？', a: '只有您本人，以及您主动分享的人。基因亲人匹配只在您开启后进行，对方看到的仅是您选择公开的信息和估计的亲缘关系。', source: PRIVACY_POLICY },
    { q: '我的基因数据会提供给保险公司或雇主吗？', a: '不会。我们不出售个人信息，不会将基因数据提供给保险公司、雇主或其他第三方；法律法规另有规定的除外，向第三方提供前会告知并取得您的单独同意。', source: PRIVACY_POLICY },
    { q: '样本和数据存放在哪里？', a: '样本在中国境内采集、检测和保存；个人信息和基因数据存储在中国境内，不向境外提供。检测完成后的剩余样本按实验室规程销毁。', source: PRIVACY_POLICY },
    { q: '数据是如何保护的？', a: '传输使用 HTTPS 并校验请求签名；上传的文件和基因数据以 AES-256-GCM 加密存储，每个账号使用独立的密钥，注销时销毁该密钥。', source: PRIVACY_POLICY },
    { q: '我的数据会被用于科学研究吗？', a: '默认不会。只有在您绑定样本时主动勾选同意参与科学研究，才会以去标识化的方式用于研究；您可以随时在受检者设置中撤回。', source: { label: '隐私政策（科学研究）', to: href('/protocol/privacy') } },
    { q: '可以下载或删除我的数据吗？', a: '可以在受检者页面申请下载原始基因数据文件；在“设置—注销账号”申请注销，冷静期（目前为 15 天）结束后删除账号资料、受检者信息、基因数据和上传的文件。', source: PRIVACY_POLICY }
  ],
  qualification: [
    { q: '检测报告是医学诊断吗？', a: '不是。报告不能替代医生的诊断和治疗建议；提示健康风险的内容，请在医生或遗传咨询师的指导下理解。', source: QUALIFY },
    { q: '样本在哪里检测？', a: '样本在中国境内的合作实验室检测。实验室对每个样本做 DNA 质量检测，质检不合格的样本不出具报告并通知您重新采样；检测数据经复核后才生成报告。', source: { label: '合作实验室', to: href('/app/laboratories') } },
    { q: '检测遵循哪些法规？', a: '《个人信息保护法》（基因数据属于敏感个人信息，处理前取得您的单独同意）、《人类遗传资源管理条例》（样本在境内采集、检测和保存）、《数据安全法》和《网络安全法》（数据在境内存储并采取安全措施）。', source: QUALIFY },
    { q: '报告的结论有什么依据？', a: '健康、药物反应和遗传病携带报告依据公开发表的研究和公共数据库，每项结论在报告中列出所依据的文献；白皮书说明各类检测的方法和知识库的规模。', source: { label: '白皮书', to: href('/white-papers') } },
    { q: '涉及科研的使用经过伦理审查吗？', a: '涉及人类遗传资源的研究依法经伦理审查，并履行国家规定的审批或备案程序。', source: { label: '伦理审查委员会', to: href('/irb') } }
  ]
}
