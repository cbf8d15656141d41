const pg = require('pg')
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/xungen_scratch_apispeed')
c.connect().then(async () => {
  const sql = process.argv[2]
  const r = await c.query('explain (analyze, buffers) ' + sql)
  console.log(r.rows.map(x => x['QUERY PLAN']).join('\n'))
  await c.end()
})
