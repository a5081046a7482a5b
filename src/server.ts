/**
 * Process entry of the web service: configuration → service → listen; SIGTERM and SIGINT drain
 * it (stop accepting, finish in-flight requests, close pool, Redis and database) and exit.
 */
import { ConfigError, loadConfig } from './config.ts';
import { createLogger, flushLogs } from './logger.ts';
import { startService } from './service.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel);

try {
  const running = await startService(config, logger);
  // meterProcessId: the id under which this process writes its request counts (meter_batches).
  logger.info({ url: running.url, port: config.port, meterProcessId: running.services.meter.processId }, 'listening');
  flushLogs(logger);
  let signalled = false;
  const shutdown = async (signal: string) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    await running.stop();
    logger.info('stopped');
    flushLogs(logger);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
} catch (error) {
  // A configuration problem found at start (the server secret) reads as plainly as one in loadConfig.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  logger.fatal({ err: error }, (error as Error).message);
  flushLogs(logger);
  process.exit(1);
}
