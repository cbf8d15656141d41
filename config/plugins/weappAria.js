// WeChat's accessibility attributes in the mini-program (issue 32). Taro's templates write only the
// attributes each component declares (@tarojs/shared components.js), and aria-role, aria-label,
// aria-hidden, aria-checked, aria-selected and aria-disabled are not among them: a page's
// ariaRole/ariaLabel reached H5 (babel-plugin-transform-taroapi writes them as role / aria-*) but
// were dropped in the mini-program, so VoiceOver and TalkBack read nothing of them. This plugin
// adds them to the components the pages label (view, text, image; an input's aria-label) before the
// templates are built.
// https://developers.weixin.qq.com/miniprogram/dev/component/aria-component.html
const ARIA = ['aria-role', 'aria-label', 'aria-hidden', 'aria-checked', 'aria-selected', 'aria-disabled']

module.exports = ctx => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      const template = platform && platform.template
      if (!template || typeof template.mergeComponents !== 'function' || !template.internalComponents) return
      // '' is Taro's "no default value": the attribute is written only when a page sets it
      const attrs = Object.fromEntries(ARIA.map(a => [a, '']))
      template.mergeComponents(ctx, { View: attrs, Text: attrs, Image: attrs, Input: { 'aria-label': '' } })
    }
  })
}
