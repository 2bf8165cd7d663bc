import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../db/testDatabases.ts';
import { ensureDefaultOrganisation } from '../services/organisation.ts';

describe.each(TEST_ENGINES)('the site app on %s', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let compNo: number;
  let siteNo: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    ({ compNo, siteNo } = await ensureDefaultOrganisation(database.db, 'School.Example'));
    app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent' }), { database });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('names the company and site that serve a domain, whatever its letter case', async () => {
    for (const domain of ['school.example', 'SCHOOL.example']) {
      const response = await app.inject({ method: 'GET', url: `/site-app/v1/domains/${domain}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { COMP_NO: compNo, SITE_NO: siteNo } });
    }
  });

  it('answers an unknown domain with 404 and an errors list', async () => {
    const response = await app.inject({ method: 'GET', url: '/site-app/v1/domains/other.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'NOT_FOUND', msg: 'No company is registered for this domain.' }] });
  });

  it('refuses what is not a host name with 400, never a stack trace', async () => {
    for (const domain of ["x'%20or%201=1", '%00', 'a'.repeat(300), '-bad-.example', 'a%2Fb']) {
      const response = await app.inject({ method: 'GET', url: `/site-app/v1/domains/${domain}` });
      expect(response.statusCode, domain).toBe(400);
      expect(response.json().errors[0].code).toBe('BAD_REQUEST');
      expect(response.body).not.toMatch(/at .+\.ts:\d+/);
    }
  });

  it('keeps one company per domain however often the server starts', async () => {
    const again = await ensureDefaultOrganisation(database.db, 'school.example');
    expect(again.compNo).toBe(compNo);
    const companies = await database.db.selectFrom('companies').select('comp_no').where('domain', '=', 'school.example').execute();
    const sites = await database.db.selectFrom('sites').select('site_no').where('comp_no', '=', compNo).execute();
    expect(companies).toHaveLength(1);
    expect(sites).toHaveLength(1);
  });
});
