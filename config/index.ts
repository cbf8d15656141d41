import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { DEVELOPMENT_API_ORIGIN, assertWeappApiOrigin } = require('./weappDeployment')
// eslint-disable-next-line @typescript-eslint/no-var-requires
const h5Build = require('./h5Build')

// The contracts workspace ships TypeScript source (package.json "main": "src/index.ts"):
// both targets must run it through babel like our own src/ (Taro only compiles sourceRoot
// and taro packages by default).
const contractsSrc = path.resolve(__dirname, '../packages/contracts/src')
// Packages that ship syntax beyond ES2015 (zod 4: ?., ??, object spread; zustand 5): the
// mini-program compiles them for its engines too (config/weappEngines.js, scripts/check-weapp-syntax.js).
// (paths, not a RegExp: Taro's config check refuses a RegExp there and then builds nothing)
const modernPackages = ['zod', 'zustand'].map(name => path.resolve(__dirname, '../node_modules', name))

/**
 * The H5 router's customRoutes, generated from the route table (src/routes). Taro compiles
 * this config file only, not what it imports from src/, so the table is loaded through tsx.
 */
function h5CustomRoutes(): Record<string, string | string[]> {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { register } = require('tsx/cjs/api') as { register: () => () => void }
  const unregister = register()
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return require('../src/routes/generate').h5CustomRoutes()
  } finally {
    unregister()
  }
}

// Build-time settings read by src/config/env.ts (docs/client.md): 'local' for watch builds
// (spec 2.18 skips route guards there), 'dev' for other builds (npm start, the e2e suite).
const xungenEnv = process.env.XUNGEN_ENV || (process.env.NODE_ENV === 'development' ? 'local' : 'dev')
// a production mini-program never ships calling the development server (config/weappDeployment.js)
assertWeappApiOrigin({ target: process.env.TARO_ENV, xungenEnv, apiOrigin: process.env.XUNGEN_API_ORIGIN })
const defineConstants: Record<string, string> = {
  'process.env.XUNGEN_ENV': JSON.stringify(xungenEnv),
  'process.env.XUNGEN_API_ORIGIN': JSON.stringify(process.env.XUNGEN_API_ORIGIN || DEVELOPMENT_API_ORIGIN),
  // links given to others (share links, invitations): the server's PUBLIC_BASE_URL in production
  'process.env.XUNGEN_PUBLIC_ORIGIN': JSON.stringify(process.env.XUNGEN_PUBLIC_ORIGIN || process.env.PUBLIC_BASE_URL || ''),
  'process.env.XUNGEN_REUNION_HOSTS': JSON.stringify(process.env.XUNGEN_REUNION_HOSTS || ''),
  // ADR 0002: production builds take the signing keys from SIGNING_KEYS at build time
  'process.env.XUNGEN_SIGNING_KEYS': JSON.stringify(/prod$/i.test(xungenEnv) ? process.env.SIGNING_KEYS || '' : '')
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'xungen',
    date: '2026-11-22',
    // Styles are written in CSS pixels of a 375-wide phone. The mini-program turns 1px into 2rpx;
    // H5 keeps px (a website on phones and desktops, not a canvas scaled to the window width).
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: process.env.TARO_ENV === 'h5' ? 'dist-h5' : 'dist',
    plugins: ['@tarojs/plugin-html', path.resolve(__dirname, 'plugins/weappAria.js')],
    defineConstants,
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    alias: { '@': path.resolve(__dirname, '../src') },
    mini: {
      compile: { include: [contractsSrc, ...modernPackages] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      // modules used only by one subpackage stay in it instead of growing the main package
      optimizeMainPackage: { enable: true },
      // component styles are independent (BEM-scoped): their order across chunks does not matter
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }
    },
    h5: {
      compile: { include: [contractsSrc] },
      // Taro's React components instead of its Stencil web components, and of those the site's
      // own thin ones (src/platform/webComponents, aliased below): docs/client.md "Stencil out of the site"
      useHtmlComponents: true,
      publicPath: '/',
      staticDirectory: 'static',
      // TOOLCHAIN.md: never `basename: '/'` (Taro 4.2.1 strips the leading slash: blank pages).
      // customRoutes are generated from src/routes (spec URL patterns, path parameters included).
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: {
        pxtransform: { enable: false, config: {} },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // a page loads only what it needs, in few requests, named in the HTML (config/h5Build.js)
        const endpoints = h5Build.clientEndpoints()
        chain.resolve.alias.set('@xungen/contracts/endpoints$', endpoints)
        // pure (constants and re-exports): a page that imports one helper gets that helper's module,
        // not every module the generated file re-exports from (and their schemas)
        chain.module.rule('client-endpoints').test(endpoints).set('sideEffects', false)
        // `@tarojs/components` (the pages', Taro's app entry's PullDownRefresh, Taro's React picker's
        // View) is the site's own; Taro's style sheet of its React components is replaced by the
        // few rules those need (the picker brings its own with it)
        const webComponents: Record<string, string> = h5Build.webComponentsAlias()
        for (const [name, target] of Object.entries(webComponents)) chain.resolve.alias.set(name, target)
        chain.module.rule('web-components').test(webComponents['@tarojs/components$']).set('sideEffects', false)
        chain.optimization.splitChunks(h5Build.splitChunks())
        chain.plugin('route-chunks').use(h5Build.RouteChunksPlugin)
        chain.plugin('compile-hints').use(h5Build.CompileHintsPlugin)
      }
    }
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
