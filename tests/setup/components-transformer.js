// The components project's transformer: SWC for our sources and the packages jest must compile
// (ES modules of @tarojs/components, swiper, …), Taro's own babel transformer only for its H5
// runtime file, which it rewrites (@tarojs/taro's API table). Babel with preset-env and no
// targets compiled every file down to ES5: slow to compile and slower to run.
const crypto = require('crypto')
const path = require('path')
const { createTransformer } = require('@swc/jest')
const taro = require('@tarojs/test-utils-react/dist/jest/babel-transformer.js').default

const jsc = parser => ({ target: 'es2020', parser, transform: { react: { runtime: 'automatic' } } })
const swc = {
  ts: createTransformer({ jsc: jsc({ syntax: 'typescript' }), module: { type: 'commonjs' } }),
  tsx: createTransformer({ jsc: jsc({ syntax: 'typescript', tsx: true }), module: { type: 'commonjs' } }),
  js: createTransformer({ jsc: jsc({ syntax: 'ecmascript', jsx: true }), module: { type: 'commonjs' } })
}
const src = path.join(__dirname, '..', '..', 'src')
const isTaroRuntime = file => file.includes('test-utils-react/dist/jest/runtime/taro-h5.js')
const swcOf = file => (file.endsWith('.tsx') ? swc.tsx : file.endsWith('.ts') ? swc.ts : swc.js)
// as Taro's transformer does: pages read the target through process.env.TARO_ENV
const prepare = (text, file) => (file.startsWith(src) ? text.replace(/process\.env\.TARO_ENV/g, 'process.env.TARO_ENV_JEST || process.env.TARO_ENV') : text)

module.exports = {
  process(text, file, options) {
    if (isTaroRuntime(file)) return taro.process(text, file, options)
    return swcOf(file).process(prepare(text, file), file, options)
  },
  getCacheKey(text, file, options) {
    const inner = isTaroRuntime(file) ? taro.getCacheKey(text, file, options) : swcOf(file).getCacheKey(prepare(text, file), file, options)
    return crypto.createHash('sha1').update(inner).update(isTaroRuntime(file) ? 'taro' : 'swc').digest('hex')
  }
}
