import './production-env';
import { buildApp } from './app';
import { loadSettings } from './config/settings';
import { ConfigError } from './config/site-config';

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
  const shutdown = (signal: string) => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

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
