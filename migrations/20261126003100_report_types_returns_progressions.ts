import type { Knex } from 'knex';

/** Templates (and so reports) for solar returns and secondary progressions too. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in ('natal', 'transit', 'synastry', 'solar-return', 'progressions'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('pdf_templates').whereIn('report_type', ['solar-return', 'progressions']).delete();
  await knex.raw('alter table pdf_templates drop constraint pdf_templates_report_type_check');
  await knex.raw(
    `alter table pdf_templates add constraint pdf_templates_report_type_check check (report_type in ('natal', 'transit', 'synastry'))`,
  );
}
