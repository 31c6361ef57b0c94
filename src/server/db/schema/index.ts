// The whole schema, for drizzle(…, { schema }) and drizzle-kit (drizzle.config.ts): every table,
// relation and row type, so `import … from '…/db/schema'` names any of them.
export * from './accounts';
export * from './vendors';
export * from './events';
export * from './orders';
export * from './payments';
export * from './notifications';
export * from './partnerships';
export * from './crew';
export * from './system';
export * from './audit';
export * from './outbox';
export * from './push';
