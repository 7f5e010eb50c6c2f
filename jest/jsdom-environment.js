// jsdom without the Fetch API and encoders that Node 20 has and that react-router 7 needs
// (Request on navigation, TextEncoder at import). Tests mock fetch itself at their boundary.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithWebApis;
