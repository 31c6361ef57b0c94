// The orders benchmark's baseline: pgbench running the bare order transaction (one order and its
// items, in one transaction) on the app's own schema and database.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OrderItem, Order } from '../../src/server/db/schema';
import type { LoadResult } from './load';
import { percentile } from './report';

const run = promisify(execFile);

/**
 * A SQL literal. pgbench reads `:name` as a variable even inside quotes, so a colon in text is
 * written as chr(58) and a time as seconds since the epoch.
 */
export function sqlLiteral(value: string | number | boolean | Date | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `to_timestamp(${value.getTime() / 1000})`;
  return `'${value.replaceAll("'", "''").replaceAll(':', "' || chr(58) || '")}'`;
}

/**
 * Writes the pgbench script: as a random one of the customers, insert the order and its items
 * with the values the app wrote for a sample order, in one transaction.
 */
export function writeOrderTransactionScript(
  folder: string,
  sample: { order: Order; items: OrderItem[]; userIds: { first: number; last: number } },
): string {
  const { order, items, userIds } = sample;
  const orderColumns = {
    vendor_id: order.vendorId,
    event_id: order.eventId,
    status: order.status,
    payment_status: order.paymentStatus,
    flow: order.flow,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    service_fee_cents: order.serviceFeeCents,
    tax_cents: order.taxCents,
    meal_allowance_cents: order.mealAllowanceCents,
    total_cents: order.totalCents,
    pickup_time: order.pickupTime,
    is_asap: order.isAsap,
  };
  const itemRows = items.map(
    (item) =>
      `(:order_id, ${[item.menuItemId, item.name, item.unitPriceCents, item.quantity].map(sqlLiteral).join(', ')})`,
  );
  const script = [
    `\\set customer random(${userIds.first}, ${userIds.last})`,
    'BEGIN;',
    `INSERT INTO orders (user_id, ${Object.keys(orderColumns).join(', ')}) VALUES (:customer, ${Object.values(orderColumns).map(sqlLiteral).join(', ')}) RETURNING id \\gset order_`,
    `INSERT INTO order_items (order_id, menu_item_id, name, unit_price_cents, quantity) VALUES ${itemRows.join(', ')};`,
    'END;',
    '',
  ].join('\n');
  const path = join(folder, 'order-transaction.sql');
  writeFileSync(path, script);
  return path;
}

/** Reads pgbench's per-transaction logs (latency in microseconds, third field) and removes them. */
function readLatencies(folder: string, prefix: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(folder).filter((name) => name.startsWith(`${prefix}.`))) {
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line !== '' && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
    rmSync(join(folder, file));
  }
  return latencies.sort((a, b) => a - b);
}

let runs = 0;

/** One pgbench run of `script` with `clients` connections for `durationSeconds`. */
export async function runPgbench(options: {
  databaseUrl: string;
  script: string;
  clients: number;
  durationSeconds: number;
  logFolder: string;
}): Promise<LoadResult> {
  const prefix = `pgbench-${(runs += 1)}`;
  const { stdout } = await run(
    'pgbench',
    [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${options.clients}`,
      `--jobs=${Math.min(options.clients, availableParallelism())}`,
      `--time=${Math.max(1, Math.round(options.durationSeconds))}`,
      `--file=${options.script}`,
      '--log',
      `--log-prefix=${join(options.logFolder, prefix)}`,
      options.databaseUrl,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  const latencies = readLatencies(options.logFolder, prefix);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return {
    perSecond: tps,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    succeeded: latencies.length,
    failed,
    errors: 0,
    statusCounts: failed > 0 ? { failed } : {},
  };
}
