// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
// A project-wide config (babel.config.js, not .babelrc) so that it also applies to the
// contracts workspace, which the client compiles from TypeScript source.
// The mini-program is compiled for WeChat's engines (config/weappEngines.js: iOS 10's
// JavaScriptCore, Android's V8 of the lowest base library), not for package.json's browserslist
// (modern browsers: the H5 site); scripts/check-weapp-syntax.js fails the build otherwise.
const weapp = process.env.TARO_ENV === 'weapp'

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(weapp ? { targets: require('./config/weappEngines').TARGETS } : {}) }]
  ]
}
