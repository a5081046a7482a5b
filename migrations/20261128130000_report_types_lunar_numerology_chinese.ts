import type { Knex } from 'knex';

/** Templates (and so reports) for lunar return, numerology and Chinese reports too. */
const EIGHT = `'natal', 'transit', 'synastry', 'solar-return', 'progressions', 'lunar-return', 'numerology', 'chinese'`;
const FIVE = `'natal', 'transit', 'synastry', 'solar-return', 'progressions'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${EIGHT}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('pdf_templates').whereIn('report_type', ['lunar-return', 'numerology', 'chinese']).delete();
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${FIVE}))`,
  );
}
