// Jest with SWC: TypeScript in, no type-check here (`npm run typecheck` does that).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'].filter(p => require('fs').existsSync(p.replace('<rootDir>', __dirname))),
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json']
}
