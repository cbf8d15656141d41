/**
 * The user-facing texts of spec 8.2, in the Chinese the product speaks. The report item notes
 * of 8.2 live with the report enums (report/index.ts, REPORT_ITEM_NOTES).
 */
export const MESSAGES = {
  upload: {
    /** spec 8.2: toast, 3 s (TOAST_DURATION_MS) */
    failed: '上传失败，请重试',
    imageError: '图片上传出错',
    chatImageError: '图片上传出错'
  },
  profile: {
    updated: '修改成功',
    /** shown with the server's message when it sent one, in an alert with this button */
    alertButton: '知道了',
    updateFailed: '修改失败，请重试'
  },
  signup: {
    succeeded: '注册成功',
    failed: '注册失败，请重试'
  },
  bind: {
    /** spec 2.18 bind guard, with a rebind button */
    barcodeInfoMissing: '未获取到当前绑定的样本编码信息，请返回重新绑定',
    rebindButton: '重新绑定'
  },
  chat: {
    sendFailed: '发送失败',
    boundAccount: 'Ta 已绑定在当前账号下，不支持发送私信',
    deleteConfirm: '删除后将清空全部聊天记录',
    emptyList: '暂无私信'
  },
  notice: {
    deleteConfirm: '确认删除这条评论消息吗？',
    emptyList: '暂无通知',
    /** spec 8.2: a deleted tested person in a trace notice */
    deletedPerson: '[检测人已删除]'
  },
  deepLink: {
    notSupportedOnWeb: '网页端暂不支持该功能，请在 App 中查看'
  },
  delete: {
    succeeded: '删除成功',
    cancel: '取消',
    confirm: '确认删除'
  },
  report: {
    /** spec 2.15 and 5: toast on a locked item */
    lockedItem: '请在 App 中升级解锁后查看'
  },
  phone: {
    /** spec 5: sending a code with an empty phone is refused locally with ARG_ERROR */
    empty: '请输入手机号'
  },
  bridge: {
    shareInfoFailed: '获取分享信息失败',
    tokenFailed: '获取 token 失败',
    tokenSucceeded: '获取 token 成功',
    pageJumpFailed: '页面跳转失败',
    pageJumpSucceeded: '页面跳转成功'
  },
  notFound: {
    /** spec 2.20: the client's not-found page */
    title: '抱歉，好像没有找到这个基因',
    reasons: ['您请求的页面不存在', '您输入的网址有误'],
    backHome: '返回首页',
    /** spec 2.20 and 8.2: the server-rendered not-found text */
    server: '抱歉，您访问的页面不存在'
  },
  errorView: {
    /** spec 2.20: custom error view */
    title: '数据获取失败',
    login: '去登录',
    reload: '重新加载',
    contactService: '联系客服',
    back: '返回'
  },
  /** what the mini-program says when WeChat refuses one of its calls (issue 23) */
  miniProgram: {
    navigateFailed: '页面打开失败，请稍后再试',
    linkCopied: '链接已复制，请在浏览器中打开',
    clipboardFailed: '复制失败，请长按链接手动复制',
    downloadFailed: '文件下载失败，请稍后再试',
    fileShared: '文件已发送，可在电脑微信中打开',
    fileShareCancelled: '已取消发送文件',
    downloadStarted: '开始下载',
    privacyRefused: '你未同意隐私保护指引，无法使用该功能'
  },
  /** spec 5: the generic fallback when a call fails with no message */
  requestFailed: '网络开小差了，请稍后再试'
} as const
