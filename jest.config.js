// Client tests, three projects (run one with `npx jest --selectProjects <name>`):
//   client-unit        rules and engines (routes, guards, layouts, request layer): node + SWC, fast
//   client-components  React components and pages rendered with @tarojs/test-utils-react (H5 runtime in jsdom)
//   weapp-dist         the compiled mini-program in dist/ (needs `npm run build:weapp` first)
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const alias = { '^@/(.*)$': '<rootDir>/src/$1' }

const unit = {
  displayName: 'client-unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: alias
}

const components = defineJestConfig({
  displayName: 'client-components',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // test-utils sets transformIgnorePatterns: [] (transform everything); with jest 29.7 that makes
  // babel compile jest-runner itself (private methods): skip jest's and babel's own packages only
  transformIgnorePatterns: ['/node_modules/(jest-[^/]+|@jest|babel-jest|pirates|@babel)/'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/components.js'],
  // swiper (pulled in by @tarojs/components) ships .mjs: extend the transformer's pattern
  transform: {
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': '<rootDir>/tests/setup/components-transformer.js'
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.tsx', '<rootDir>/tests/components/**/*.test.tsx'],
  // merged into test-utils' own mappings (@tarojs/taro -> taro-h5, @tarojs/components -> lib/react):
  // the components are the H5 build's own (config/h5Build.js webComponentsAlias), not Taro's web components
  moduleNameMapper: {
    '@tarojs/components$': '<rootDir>/src/platform/webComponents/index.ts',
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/setup/style-mock.js',
    ...alias
  }
})
delete components.bail // global-only options
delete components.verbose

const weapp = {
  displayName: 'weapp-dist',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/weapp/**/*.test.js'],
  // the tests read the route table (TypeScript); the compiled dist/ itself is not transformed
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  transformIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: alias
}

module.exports = { projects: [unit, components, weapp], testTimeout: 30000 }
