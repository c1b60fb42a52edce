/**
 * `npm run offline:server -- --port 4010 --host 127.0.0.1`: the offline service as a real
 * HTTP server. Environment: OFFLINE_TIME_SCALE, OFFLINE_RATE_LIMITS, OFFLINE_FAULTS,
 * OFFLINE_STORAGE_QUOTA_MB, OFFLINE_DATA, OFFLINE_APP_ORIGIN (or --app-origin: where review
 * links point); each also read under its former MOCK_ name.
 */
import { parseArgs } from 'node:util';
import { startOfflineHttpServer } from '../src/offline/platform/adapters/http-server';
import { nodeRaster } from '../src/offline/platform/processing/raster-node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/offline/platform/demo-ids';
import { createOfflineService } from '../src/offline/platform/service';
import { offlineEnv, settingsFromEnv } from '../src/offline/platform/settings';
import { createFilePersistence } from '../src/offline/platform/store/persistence-file';
import { createMemoryPersistence } from '../src/offline/platform/store/persistence-memory';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      // Where the app is served (e.g. nginx on another port): review links point there.
      'app-origin': { type: 'string', default: offlineEnv(process.env, 'APP_ORIGIN') },
    },
  });
  const appOrigin = values['app-origin'] ? new URL(values['app-origin']).origin : undefined;
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be 0..65535, got ${values.port}`);
  const host = values.host;
  const settings = settingsFromEnv(process.env);
  const dataPath = offlineEnv(process.env, 'DATA');
  const service = await createOfflineService({
    persistence: dataPath
      ? createFilePersistence(dataPath)
      : createMemoryPersistence({ snapshots: false }),
    origin: `http://${host}:${port}`,
    appOrigin,
    raster: nodeRaster,
    settings,
  });
  const server = await startOfflineHttpServer({ service, port, host });

  console.log(`Offline service listening on ${server.url}/api/v1`);
  console.log(
    `State: ${dataPath ? `saved in ${dataPath}` : 'demo seed in memory (set OFFLINE_DATA=<file> to keep changes)'}`,
  );
  console.log(
    `Knobs: timeScale=${settings.timeScale} faults="${settings.faults}" rateLimits="${settings.rateLimits}" ` +
      `storageQuotaMB=${settings.storageQuotaMB ?? 'plan defaults'}`,
  );
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(
      `  ${account.email.padEnd(16)} ${account.plan.padEnd(5)} ${account.clients} (${account.role})`,
    );
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server
      .close()
      .then(() => service.dispose())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
