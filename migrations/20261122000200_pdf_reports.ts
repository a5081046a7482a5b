import type { Knex } from 'knex';

/**
 * PDF report templates (an organization's own, or global with a null organization), queued PDF
 * reports, and the finished PDF files (bytea, one row per report, written once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pdf_templates', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // null = a global template, shared by every organization (created by a platform admin).
    t.uuid('organization_id').nullable().references('organizations.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('report_type').notNullable();
    t.jsonb('editor_config').notNullable().defaultTo('{}');
    t.jsonb('page_settings').notNullable().defaultTo('{}');
    t.text('custom_css').notNullable().defaultTo('');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('created_by').nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['organization_id', 'created_at']);
  });
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in ('natal', 'transit', 'synastry'))`,
  );
  // At most one default per organization (global templates count as one "organization") and
  // report type, whatever runs concurrently.
  await knex.raw(
    `create unique index pdf_templates_one_default on pdf_templates ` +
      `(coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid), report_type) where is_default`,
  );

  await knex.schema.createTable('pdf_reports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('template_id').nullable().references('pdf_templates.id').onDelete('SET NULL');
    // The template as it was when the report was requested (later edits do not change it).
    t.integer('template_version').nullable();
    t.jsonb('template_snapshot').notNullable();
    t.text('report_type').notNullable();
    t.text('name').notNullable();
    t.text('language').notNullable();
    // Birth data and chart options as validated at request time.
    t.jsonb('input').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.integer('progress').notNullable().defaultTo(0);
    t.text('failure_reason').nullable();
    // How many times a worker started the job (a retry or a restart after a crash adds one).
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('idempotency_key').nullable();
    t.text('request_fingerprint').nullable();
    t.uuid('requested_by').nullable().references('users.id').onDelete('SET NULL');
    t.integer('page_count').nullable();
    t.integer('file_size').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['organization_id', 'created_at']);
    t.index(['status']);
  });
  await knex.raw(
    `alter table pdf_reports add constraint pdf_reports_status_check check (status in ('queued', 'active', 'completed', 'failed'))`,
  );
  await knex.raw(
    `alter table pdf_reports add constraint pdf_reports_progress_check check (progress between 0 and 100)`,
  );
  await knex.raw(
    `create unique index pdf_reports_idempotency_key on pdf_reports (organization_id, idempotency_key) where idempotency_key is not null`,
  );

  await knex.schema.createTable('pdf_report_files', (t) => {
    t.uuid('report_id').primary().references('pdf_reports.id').onDelete('CASCADE');
    t.binary('content').notNullable();
    t.text('sha256').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pdf_report_files');
  await knex.schema.dropTable('pdf_reports');
  await knex.schema.dropTable('pdf_templates');
}
