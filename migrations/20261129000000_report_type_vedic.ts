import type { Knex } from 'knex';

/** Templates (and so reports) for the Vedic kundli too: all ten report types. */
const TEN = `'natal', 'transit', 'synastry', 'solar-return', 'progressions', 'lunar-return', 'numerology', 'chinese', 'composite', 'vedic'`;
const NINE = `'natal', 'transit', 'synastry', 'solar-return', 'progressions', 'lunar-return', 'numerology', 'chinese', 'composite'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${TEN}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('pdf_templates').where('report_type', 'vedic').delete();
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in (${NINE}))`,
  );
}
