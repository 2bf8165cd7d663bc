import { sql, type Kysely } from 'kysely';

// Issue 17: a user's preferences and Easy settings (spec §3: sysLang,
// autoPrint default N, autoAudYn default N, braille, code), plus the braille
// cell size and the page audio's playback speed, one row per user, so they
// follow the user to another computer. A null column has not been chosen:
// the browser keeps its own value for it. A user's row goes with the user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_no', 'bigint', (c) => c.primaryKey().references('users.user_no').onDelete('cascade'))
    .addColumn('sys_lang', 'text')
    .addColumn('auto_print', 'text', (c) => c.notNull().defaultTo('N').check(sql`auto_print in ('Y', 'N')`))
    .addColumn('auto_aud_yn', 'text', (c) => c.notNull().defaultTo('N').check(sql`auto_aud_yn in ('Y', 'N')`))
    .addColumn('braille', 'text')
    .addColumn('code', 'text')
    .addColumn('braille_pin', 'smallint', (c) => c.check(sql`braille_pin in (6, 8)`))
    .addColumn('audio_rate', 'double precision', (c) => c.notNull().defaultTo(1).check(sql`audio_rate between 0.25 and 4`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
}
