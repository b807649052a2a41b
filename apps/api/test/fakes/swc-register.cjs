// Lets a child `node` process run the API's TypeScript sources (for tests that kill a real process):
// compiles .ts with the same swc settings as the build, and maps the source's `./x.js` imports to `./x.ts`.
// A test kills and restarts such a process up to twenty times: the compiled files are kept on disk (keyed by their
// source) and Node keeps its own compile cache beside them, so a restart compiles nothing it compiled before.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc'), 'utf8'));
delete swcrc.jsc.baseUrl;
const options = { ...swcrc, sourceMaps: 'inline', module: { type: 'commonjs' } };
const cacheDir = path.join(__dirname, '../../node_modules/.cache/oja-swc-register');
fs.mkdirSync(cacheDir, { recursive: true });
Module.enableCompileCache?.(path.join(cacheDir, 'v8'));
const optionsKey = JSON.stringify(options);

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const cached = path.join(cacheDir, `${crypto.createHash('sha1').update(optionsKey).update(filename).update(source).digest('hex')}.js`);
  let code;
  try {
    code = fs.readFileSync(cached, 'utf8');
  } catch {
    code = transformSync(source, { ...options, filename }).code;
    // Written whole or not at all: processes started side by side may compile the same file.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  }
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
