// `jest --shard=i/n` for the server suite, dealt by weight instead of jest's equal file counts:
// a few engine-heavy files (crash tests, the ancestry report, the pipeline) cost as much as forty
// small ones, and equal counts left one PostgreSQL shard half as long again as the other.
// Each file's weight is its seconds in a measured run (weights.json, refreshed with
// `node test/sharding/weights.js` after a full run); a file not measured yet weighs the median.
// Heaviest first, each to the shard with the least weight so far (ties: the lower shard; then by
// path), so every process computes the same shards.
const path = require('path')
const Sequencer = require('@jest/test-sequencer').default
const weights = require('./weights.json')

const SERVER = path.resolve(__dirname, '../..')
const known = Object.values(weights).sort((a, b) => a - b)
const MEDIAN = known.length ? known[Math.floor(known.length / 2)] : 1

function weightOf(file) {
  return weights[path.relative(SERVER, file).split(path.sep).join('/')] ?? MEDIAN
}

function dealt(files, shardCount) {
  const load = new Array(shardCount).fill(0)
  const shard = new Map()
  for (const f of [...files].sort((a, b) => weightOf(b) - weightOf(a) || (a < b ? -1 : 1))) {
    const s = load.indexOf(Math.min(...load))
    load[s] += weightOf(f)
    shard.set(f, s)
  }
  return { shard, load }
}

class WeightedShards extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const { shard } = dealt(tests.map(t => t.path), shardCount)
    return tests.filter(t => shard.get(t.path) === shardIndex - 1)
  }
}

module.exports = WeightedShards
module.exports.dealt = dealt
module.exports.weightOf = weightOf
