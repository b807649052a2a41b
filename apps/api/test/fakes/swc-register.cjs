// Lets a child `node` process run the API's TypeScript sources (for tests that kill a real process):
// compiles .ts with the same swc settings as the build, and maps the source's `./x.js` imports to `./x.ts`.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8'));
delete swcrc.jsc.baseUrl;

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swcrc, filename, sourceMaps: 'inline', module: { type: 'commonjs' } });
  module._compile(code, filename);
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTs(request, parent, ...rest) {
  if (parent && parent.filename && parent.filename.endsWith('.ts') && request.startsWith('.') && request.endsWith('.js')) {
    const ts = path.resolve(path.dirname(parent.filename), request.replace(/\.js$/, '.ts'));
    if (fs.existsSync(ts)) return ts;
  }
  return resolve.call(this, request, parent, ...rest);
};
