// @ts-check
const { createRemoteConfigs } = require('../webpack.shared.js');

/**
 * Every module this remote exposes; names and props are fixed by @gagyeong/contracts. Built twice:
 * for the browser (dist/) and for server rendering (dist/server/).
 */
module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_press',
  exposes: {
    './PressList': './src/exposed/press-list.tsx',
    './PressDetail': './src/exposed/press-detail.tsx',
  },
});
