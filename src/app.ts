/**
 * The Koa application, composed in request order: request id → access log → errors → CORS →
 * API version → JSON body → routes → 405/404. Each feature registers its declared routes.
 */
import Koa from 'koa';
import { ApiRouter } from './http/api-router.ts';
import { accessLog } from './http/access-log.ts';
import { apiVersion } from './http/api-version.ts';
import { corsPolicy } from './http/cors.ts';
import { errorHandler } from './http/error-handler.ts';
import { errors } from './http/errors.ts';
import { jsonBody } from './http/json-body.ts';
import { requestId } from './http/request-id.ts';
import { registerDocsRoutes } from './features/docs/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerPositionRoutes } from './features/positions/routes.ts';
import { registerApiKeyRoutes } from './features/api-keys/routes.ts';
import { registerMemberRoutes } from './features/members/routes.ts';
import { registerModuleRoutes } from './features/modules/routes.ts';
import { registerOrgVersionRoutes } from './features/org-version/routes.ts';
import { registerUsageRoutes } from './features/usage/routes.ts';
import { registerMeRoutes } from './features/me/routes.ts';
import { registerPdfTemplateRoutes } from './features/pdf-templates/routes.ts';
import { registerPdfReportRoutes } from './features/pdf-reports/routes.ts';
import { registerNatalRoutes } from './features/natal/routes.ts';
import { registerChartRoutes } from './features/chart/routes.ts';
import { registerGeocodingRoutes } from './features/geocoding/routes.ts';
import { registerContentRoutes } from './features/content/routes.ts';
import { registerChatbotRoutes } from './features/chatbots/routes.ts';
import { registerWidgetRoutes } from './features/widgets/routes.ts';
import { registerSynastryRoutes } from './features/synastry/routes.ts';
import { registerWidgetEmbedRoutes } from './features/synastry/embed-routes.ts';
import { registerTransitRoutes } from './features/transits/routes.ts';
import { registerHoroscopeRoutes } from './features/horoscopes/routes.ts';
import type { Services } from './services.ts';

/** Every feature's route registration, in the order they appear in the OpenAPI document. */
const FEATURES = [
  registerHealthRoutes,
  registerDocsRoutes,
  registerMeRoutes,
  registerApiKeyRoutes,
  registerMemberRoutes,
  registerOrgVersionRoutes,
  registerModuleRoutes,
  registerUsageRoutes,
  registerPositionRoutes,
  registerPdfTemplateRoutes,
  registerPdfReportRoutes,
  registerNatalRoutes,
  registerChartRoutes,
  registerGeocodingRoutes,
  registerContentRoutes,
  registerChatbotRoutes,
  registerWidgetRoutes,
  registerSynastryRoutes,
  registerWidgetEmbedRoutes,
  registerTransitRoutes,
  registerHoroscopeRoutes,
];

export function createApp(services: Services): { app: Koa; api: ApiRouter } {
  const app = new Koa({ proxy: true });
  app.silent = true;
  const api = new ApiRouter(services);
  for (const register of FEATURES) register(api, services);

  app.use(requestId());
  app.use(accessLog(services.logger));
  app.use(errorHandler(services.logger));
  app.use(corsPolicy());
  app.use(apiVersion(services.versions));
  app.use(jsonBody());
  app.use(async function unmatched(ctx, next) {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) {
      throw errors.methodNotAllowed(ctx.method, ctx.path, String(ctx.response.get('Allow') || '').split(/,\s*/).filter(Boolean));
    }
    if (ctx.status === 404) throw errors.routeNotFound(ctx.method, ctx.path);
  });
  app.use(api.middleware());
  app.use(api.router.allowedMethods());
  return { app, api };
}
