import './production-env';
import { buildApp } from './app';
import { loadSettings } from './config/settings';
import { ConfigError } from './config/site-config';
import { drain } from './features/health/drain';

/** `npm start -w server`: reads the environment, starts the server, logs its URL. */
async function main() {
  let settings;
  try {
    settings = loadSettings(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error, server not started:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(settings.app);
  // SIGTERM (a platform or rolling restart) drains: out of rotation, then closed within 10 s.
  // SIGINT (Ctrl-C at a terminal) skips the wait for a proxy that is not there.
  const stop = (signal: NodeJS.Signals) => {
    app.log.info(`${signal}: draining`);
    drain(app, { delayMs: signal === 'SIGTERM' ? settings.drainDelayMs : 0 }).then(
      (outcome) => {
        if (outcome !== 'closed') app.log.error(`drain ${outcome}: exiting anyway`);
        else app.log.info('drained: exiting');
        process.exit(outcome === 'closed' ? 0 : 1);
      },
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  app.log.info(`가경 파크시티 serving at http://${host}:${port} (site URL ${settings.app.config.siteUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
