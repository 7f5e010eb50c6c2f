// @ts-check
const { createConfig } = require('../webpack.shared.js');

/** Every module this remote exposes; names and props are fixed by @gagyeong/contracts. */
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_press',
  exposes: {
    './PressList': './src/exposed/press-list.tsx',
    './PressDetail': './src/exposed/press-detail.tsx',
  },
});
