import type { Knex } from 'knex';

/**
 * The name an organization gives a member is the organization's own: `memberships.name`, shown
 * in its member list, instead of `users.name`, which the organization that first added the email
 * set and every other organization then saw. Existing memberships keep the name shown so far
 * only in the organization where the user was first a member (the one that most likely gave it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('memberships', (t) => t.text('name').nullable());
  await knex.raw(`
    update memberships m set name = u.name
    from users u
    where u.id = m.user_id
      and m.id = (select first.id from memberships first where first.user_id = m.user_id order by first.created_at, first.id limit 1)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('memberships', (t) => t.dropColumn('name'));
}
