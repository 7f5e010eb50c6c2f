// @ts-check
const { createRemoteConfigs } = require('../webpack.shared.js');

/**
 * Every module this remote exposes; names and props are fixed by @gagyeong/contracts. Built twice:
 * for the browser (dist/) and for server rendering (dist/server/).
 */
module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_marketing',
  exposes: {
    './Home': './src/exposed/home.tsx',
    './Brand': './src/exposed/brand.tsx',
    './BusinessGuide': './src/exposed/business-guide.tsx',
    './SalesInfo': './src/exposed/sales-info.tsx',
    './LocationEnvironment': './src/exposed/location-environment.tsx',
    './ComplexGuide': './src/exposed/complex-guide.tsx',
    './FloorPlan': './src/exposed/floor-plan.tsx',
    './Interior': './src/exposed/interior.tsx',
  },
});
