// node scripts/pg-database.mjs create|drop URL NAME: a throw-away PostgreSQL database for CI runs.
import pg from 'pg';

const [action, url, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !url || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-database.mjs create|drop postgres://... name');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query(
    action === 'create'
      ? `create database ${name}`
      : `drop database if exists ${name} with (force)`,
  );
} finally {
  await client.end();
}
