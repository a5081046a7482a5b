/**
 * The Koa application: one middleware, the request edge (id, CORS, version, body, then 404/405,
 * errors and the access log: see http/request-edge.ts), which runs the API router's routes. Each
 * feature registers its declared routes.
 */
import Koa from 'koa';
import { ApiRouter } from './http/api-router.ts';
import { requestEdge } from './http/request-edge.ts';
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
import { registerNumerologyRoutes } from './features/numerology/routes.ts';
import { registerChineseRoutes } from './features/chinese/routes.ts';
import { registerChatRoutes } from './features/chat/routes.ts';
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
  registerNumerologyRoutes,
  registerChineseRoutes,
  registerChatRoutes,
];

export function createApp(services: Services): { app: Koa; api: ApiRouter } {
  const app = new Koa({ proxy: true });
  app.silent = true;
  const api = new ApiRouter(services);
  for (const register of FEATURES) register(api, services);

  app.use(requestEdge(services, api.dispatcher()));
  return { app, api };
}
