// @ts-check
const { createRemoteConfigs } = require('../webpack.shared.js');

/**
 * Every module this remote exposes; names and props are fixed by @gagyeong/contracts. Built twice:
 * for the browser (dist/) and for server rendering (dist/server/).
 */
module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'mf_leads',
  exposes: {
    './InterestPopup': './src/exposed/interest-popup.tsx',
    './VisitForm': './src/exposed/visit-form.tsx',
    './InterestPage': './src/exposed/interest-page.tsx',
    './CustomerPage': './src/exposed/customer-page.tsx',
    './LeadsInbox': './src/exposed/leads-inbox.tsx',
    './AdminHome': './src/exposed/admin-home.tsx',
    './AccessReview': './src/exposed/access-review.tsx',
    './RemotesStatus': './src/exposed/remotes-status.tsx',
  },
});
