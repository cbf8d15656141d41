const S = require('better-sqlite3'); const db = new S('/tmp/apispeed/rel.sqlite')
const sql = process.argv[2]
console.log(db.prepare('explain query plan ' + sql).all().map(r => r.detail).join('\n'))
const st = db.prepare(sql); const t0 = process.hrtime.bigint(); let n = 0; for (let i = 0; i < 200; i++) n = st.all().length
console.log('rows', n, 'ms/run', Number(process.hrtime.bigint() - t0) / 1e6 / 200)
