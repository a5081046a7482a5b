import type { Knex } from 'knex';

/**
 * Monthly quotas and request counts are kept in PostgreSQL, not in Redis (#39): a Redis that
 * restarts empty must not forget an account's month nor the counts waiting for a flush.
 *
 * - quota_months: per account (organization and user) and calendar month (UTC, `YYYY-MM`), the
 *   requests admitted and the requests leased out to web processes. quota_lease() grants a lease
 *   in one locked step, never beyond the quota.
 * - meter_batches: per web process and kind of count, the number of the last batch of counts
 *   applied. A batch is applied in the same transaction that raises the number, and only if its
 *   number is higher: a batch sent again after a failure whose fate is unknown lands once.
 *
 * api_keys.usage_flush_id served the Redis-to-database flush this replaces.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quota_months', (table) => {
    table.uuid('organization_id').notNullable();
    table.uuid('user_id').notNullable();
    table.string('month', 7).notNullable();
    table.bigInteger('admitted').notNullable().defaultTo(0);
    table.bigInteger('granted').notNullable().defaultTo(0);
    table.primary(['organization_id', 'user_id', 'month']);
  });
  await knex.schema.createTable('meter_batches', (table) => {
    table.uuid('process_id').notNullable();
    table.string('kind', 16).notNullable();
    table.bigInteger('seq').notNullable();
    // The process's clock when the batch was cut: a process killed after it loses only the requests admitted later.
    table.timestamp('cut_at', { useTz: true }).notNullable();
    table.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['process_id', 'kind']);
  });
  // One lease, under the row's lock. Unused requests handed back (p_back) are taken off first; at
  // least every admitted request counts as granted. Far from the quota a lease is p_want; with
  // fewer than p_near leases left only what the waiting requests need (p_need), at most p_want.
  await knex.raw(`
    CREATE FUNCTION quota_lease(p_org uuid, p_user uuid, p_month text, p_quota bigint, p_want bigint,
                                p_need bigint, p_back bigint, p_near bigint)
    RETURNS TABLE (lease_grant bigint, lease_admitted bigint, lease_granted bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      cur_admitted bigint;
      cur_granted bigint;
      base bigint;
      lease bigint;
    BEGIN
      SELECT q.admitted, q.granted INTO cur_admitted, cur_granted FROM quota_months q
       WHERE q.organization_id = p_org AND q.user_id = p_user AND q.month = p_month FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO quota_months (organization_id, user_id, month) VALUES (p_org, p_user, p_month)
          ON CONFLICT DO NOTHING;
        SELECT q.admitted, q.granted INTO cur_admitted, cur_granted FROM quota_months q
         WHERE q.organization_id = p_org AND q.user_id = p_user AND q.month = p_month FOR UPDATE;
      END IF;
      base := GREATEST(cur_granted - p_back, cur_admitted);
      lease := p_want;
      IF p_quota - base < p_near * p_want THEN lease := LEAST(p_need, p_want); END IF;
      lease := GREATEST(0, LEAST(lease, p_quota - base));
      UPDATE quota_months q SET granted = base + lease
       WHERE q.organization_id = p_org AND q.user_id = p_user AND q.month = p_month;
      RETURN QUERY SELECT lease, cur_admitted, base + lease;
    END $$`);
  await knex.schema.alterTable('api_keys', (table) => {
    table.dropColumn('usage_flush_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (table) => {
    table.bigInteger('usage_flush_id').nullable();
  });
  await knex.raw('DROP FUNCTION quota_lease(uuid, uuid, text, bigint, bigint, bigint, bigint, bigint)');
  await knex.schema.dropTable('meter_batches');
  await knex.schema.dropTable('quota_months');
}
