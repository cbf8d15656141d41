// Loads the client's route table (TypeScript) from a Node script, through tsx.
const path = require('path')
const { register } = require('tsx/cjs/api')

const root = path.resolve(__dirname, '../..')

function loadRoutes() {
  const unregister = register({ tsconfig: path.join(root, 'tsconfig.json') })
  try {
    return require(path.join(root, 'src/routes/index.ts'))
  } finally {
    unregister()
  }
}

/**
 * A page counts as built when its module no longer is the shared "not built yet" page, nor a
 * skeleton of `pages:scaffold -- <pattern>` that still has its SCAFFOLD line.
 */
function isBuilt(pageFile) {
  const fs = require('fs')
  const source = fs.readFileSync(pageFile, 'utf8')
  return !/from '@\/shell\/NotBuiltPage'/.test(source) && !/^\/\/ SCAFFOLD:/m.test(source)
}

module.exports = { loadRoutes, isBuilt, root }
