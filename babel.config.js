// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
// A project-wide config (babel.config.js, not .babelrc) so that it also applies to the
// contracts workspace, which the client compiles from TypeScript source.
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]
  ]
}
