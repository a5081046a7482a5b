import type { Knex } from 'knex';

/** Templates (and so reports) for composite charts too: all nine report types. */
const NINE = `'natal', 'transit', 'synastry', 'solar-return', 'progressions', 'lunar-return', 'numerology', 'chinese', 'composite'`;
const EIGHT = `'natal', 'transit', 'synastry', 'solar-return', 'progressions', 'lunar-return', 'numerology', 'chinese'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${NINE}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('pdf_templates').where('report_type', 'composite').delete();
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${EIGHT}))`,
  );
}
