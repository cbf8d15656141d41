#!/usr/bin/env node
// After `taro build --type h5`: writes a Brotli (.br) and a gzip (.gz) copy next to every text asset
// of dist-h5/ (scripts, styles, HTML, SVG, JSON; above 1 KB), so that the server sends the
// compressed copy to browsers that accept it (@fastify/static preCompressed, server/src/plugins/site.ts)
// without compressing on each request. On a phone on a slow network the bytes are most of the wait
// (npm run bench:pages).
//   node scripts/precompress-h5.js [dir, default dist-h5]
const fs = require('fs')
const path = require('path')
const zlib = require('zlib')

const dir = path.resolve(process.argv[2] || path.join(__dirname, '..', 'dist-h5'))
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/i
const MIN_BYTES = 1024

function* files(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name)
    if (e.isDirectory()) yield* files(p)
    else if (TEXT.test(e.name)) yield p
  }
}

if (!fs.existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist (build first)`)
  process.exit(1)
}
let raw = 0
let br = 0
let gz = 0
let count = 0
for (const file of files(dir)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const b = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
  const g = zlib.gzipSync(body, { level: 9 })
  fs.writeFileSync(file + '.br', b)
  fs.writeFileSync(file + '.gz', g)
  raw += body.length
  br += b.length
  gz += g.length
  count++
}
const kb = n => `${Math.round(n / 1024)} KB`
console.log(`precompress: ${count} files in ${path.relative(process.cwd(), dir) || dir}: ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`)
