/**
 * Imported first by main.ts: server rendering uses React's production build unless told otherwise
 * (as the browser bundles do). It must run before anything loads React (the contracts do), or the
 * process would mix React's development and production builds.
 */
process.env.NODE_ENV ??= 'production';
