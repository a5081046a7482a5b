/**
 * The Koa application: named middleware in request order (request id, access log, errors, CORS,
 * compression, version, JSON body), then the API router's routes, each a chain of its own
 * (see http/api-router.ts). Each feature registers its declared routes.
 */
import Koa from 'koa';
import { registerApiKeyRoutes } from './features/api-keys/routes.ts';
import { registerLocationalMapRoutes } from './features/astrocartography/map-routes.ts';
import { registerAstrocartographyRoutes } from './features/astrocartography/routes.ts';
import { registerRelocationWheelRoutes } from './features/astrocartography/wheel-routes.ts';
import { registerChartRoutes } from './features/chart/routes.ts';
import { registerChartTechniqueRoutes } from './features/chart-techniques/routes.ts';
import { registerChatRoutes } from './features/chat/routes.ts';
import { registerChatbotRoutes } from './features/chatbots/routes.ts';
import { registerChineseRoutes } from './features/chinese/routes.ts';
import { registerContentRoutes } from './features/content/routes.ts';
import { registerDocsRoutes } from './features/docs/routes.ts';
import { registerElectionalRoutes } from './features/electional/routes.ts';
import { registerGeocodingRoutes } from './features/geocoding/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerPeriodHoroscopeRoutes } from './features/horoscopes/period-routes.ts';
import { registerHoroscopeRoutes } from './features/horoscopes/routes.ts';
import { registerMcpRoutes } from './features/mcp/routes.ts';
import { registerMeRoutes } from './features/me/routes.ts';
import { registerMemberRoutes } from './features/members/routes.ts';
import { registerModuleRoutes } from './features/modules/routes.ts';
import { registerNatalRoutes } from './features/natal/routes.ts';
import { registerNumerologyRoutes } from './features/numerology/routes.ts';
import { registerOrgVersionRoutes } from './features/org-version/routes.ts';
import { registerPdfReportRoutes } from './features/pdf-reports/routes.ts';
import { registerPdfTemplateRoutes } from './features/pdf-templates/routes.ts';
import { registerPositionRoutes } from './features/positions/routes.ts';
import { registerProgressionRoutes } from './features/progressions/routes.ts';
import { registerRelationshipRoutes } from './features/relationship/routes.ts';
import { registerReturnRoutes } from './features/returns/routes.ts';
import { registerReturnWheelRoutes } from './features/returns/wheel-routes.ts';
import { registerSkyCalendarRoutes } from './features/sky-calendars/routes.ts';
import { registerSkyEventRoutes } from './features/sky-events/routes.ts';
import { registerWidgetEmbedRoutes } from './features/synastry/embed-routes.ts';
import { registerSynastryRoutes } from './features/synastry/routes.ts';
import { registerTimezoneRoutes } from './features/timezones/routes.ts';
import { registerTraditionalRoutes } from './features/traditional/routes.ts';
import { registerTransitRoutes } from './features/transits/routes.ts';
import { registerUsageRoutes } from './features/usage/routes.ts';
import { registerVedicRoutes } from './features/vedic/routes.ts';
import { registerWebhookRoutes } from './features/webhooks/routes.ts';
import { registerWidgetRoutes } from './features/widgets/routes.ts';
import { accessLog } from './http/access-log.ts';
import { ApiRouter } from './http/api-router.ts';
import { apiVersion } from './http/api-version.ts';
import { compression, jsonText } from './http/compression.ts';
import { cors } from './http/cors.ts';
import { handleErrors } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { requestId } from './http/request-id.ts';
import { checkErrorBodies } from './http/response-check.ts';
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
  registerTimezoneRoutes,
  registerContentRoutes,
  registerChatbotRoutes,
  registerWidgetRoutes,
  registerWebhookRoutes,
  registerSynastryRoutes,
  registerRelationshipRoutes,
  registerWidgetEmbedRoutes,
  registerTransitRoutes,
  registerHoroscopeRoutes,
  registerNumerologyRoutes,
  registerChineseRoutes,
  registerChatRoutes,
  registerSkyCalendarRoutes,
  registerPeriodHoroscopeRoutes,
  registerReturnRoutes,
  registerTraditionalRoutes,
  registerChartTechniqueRoutes,
  registerElectionalRoutes,
  registerVedicRoutes,
  registerSkyEventRoutes,
  registerProgressionRoutes,
  registerReturnWheelRoutes,
  registerAstrocartographyRoutes,
  registerLocationalMapRoutes,
  registerRelocationWheelRoutes,
];

export function createApp(services: Services): { app: Koa; api: ApiRouter } {
  const app = new Koa({ proxy: true });
  app.silent = true;
  const api = new ApiRouter(services);
  for (const register of FEATURES) register(api, services);
  registerMcpRoutes(app, api, services);

  app.use(requestId());
  app.use(accessLog(services.logger));
  if (services.config.responseCheck) app.use(checkErrorBodies(services.logger));
  app.use(handleErrors(services.logger));
  app.use(cors());
  // Compression sees the final body, so it sits outside the steps that shape it.
  app.use(compression(services.config.compressionMinBytes));
  app.use(jsonText());
  app.use(apiVersion(services.versions));
  app.use(jsonBody());
  app.use(api.router.routes());
  app.use(api.router.allowedMethods());
  return { app, api };
}
