// Creates or drops one PostgreSQL database: `node scripts/pg-database.mjs create|drop URL NAME`.
// For .ci/run, which must not depend on psql being installed.
import pg from 'pg'

const [action, url, name] = process.argv.slice(2)
if (!['create', 'drop'].includes(action) || !url || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  process.stderr.write('usage: node scripts/pg-database.mjs create|drop <admin-url> <name>\n')
  process.exit(2)
}
const client = new pg.Client({ connectionString: url })
await client.connect()
try {
  await client.query(
    action === 'create' ? `create database ${name}` : `drop database if exists ${name}`,
  )
} finally {
  await client.end()
}
