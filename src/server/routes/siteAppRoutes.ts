import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_APP_PREFIX, domainParam, menuIdParam, siteCompParam, userNoParam, type DomainResponse, type MenusResponse } from '../../shared/api/siteApp.ts';
import type { CallerResolver } from '../auth/callers.ts';
import type { Database } from '../db/database.ts';
import { forbidden, isOwnUserNo, optionalCaller } from '../http/authGuards.ts';
import { sendData, sendErrors } from '../http/present.ts';
import { visibleMenus } from '../services/menus.ts';
import { companyForDomain, siteOfCompany } from '../services/organisation.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

interface MenusParams {
  siteComp: string;
  userNo: string;
  menuId?: string;
}

/** The site app (spec §7): which company a domain belongs to, and the menus a caller sees. */
export function registerSiteAppRoutes(app: FastifyInstance, database: Database, resolveCaller: CallerResolver): void {
  const { db } = database;

  app.get<{ Params: { domain: string } }>(`${SITE_APP_PREFIX}/domains/:domain`, async (request, reply) => {
    const domain = domainParam.safeParse(request.params.domain);
    if (!domain.success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'The domain is not a valid host name.' });
    const found = await companyForDomain(db, domain.data);
    if (!found) return sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: 'No company is registered for this domain.' });
    return sendData(reply, { COMP_NO: found.compNo, SITE_NO: found.siteNo } satisfies DomainResponse);
  });

  const menus = async (request: FastifyRequest<{ Params: MenusParams }>, reply: FastifyReply) => {
    const { siteComp, userNo, menuId } = request.params;
    if (!siteCompParam.safeParse(siteComp).success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'The path must name {siteNo}-{compNo}.' });
    if (!userNoParam.safeParse(userNo).success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'USER_NO is not valid.' });
    if (menuId !== undefined && !menuIdParam.safeParse(menuId).success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'The menu id is not valid.' });

    const caller = await optionalCaller(resolveCaller, request, reply);
    if (caller === undefined) return reply;
    // The USER_NO in the path must be the caller's own: nobody reads another's menu.
    if (!isOwnUserNo(caller, userNo)) return forbidden(reply);

    const [siteNo, compNo] = siteComp.split('-').map(Number) as [number, number];
    if (!(await siteOfCompany(db, siteNo, compNo))) return sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: 'No such site in this company.' });
    const items = await visibleMenus(db, siteNo, caller?.roles ?? [], menuId);
    if (menuId !== undefined && items.length === 0) return sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: 'No such menu for this user.' });
    return sendData(reply, { items } satisfies MenusResponse);
  };
  app.get<{ Params: MenusParams }>(`${SITE_APP_PREFIX}/sites/:siteComp/users/:userNo/menus`, menus);
  app.get<{ Params: MenusParams }>(`${SITE_APP_PREFIX}/sites/:siteComp/users/:userNo/menus/:menuId`, menus);
}
