/** Unit tests beside the code: src, files ending .spec.ts. */
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
delete swc.jsc.baseUrl;
module.exports = {
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@oja/shared$': '<rootDir>/../../packages/shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
