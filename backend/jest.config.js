// Jest in ESM mode with SWC (see STACK-NOTES.md): run with NODE_OPTIONS=--experimental-vm-modules.
const ESM_ONLY_REQUIRED = [
  'content-disposition',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@robo/domain$': '<rootDir>/../libs/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // ESM-only packages that CommonJS dependencies require (@fastify/static needs content-disposition,
  // sanitize-html needs htmlparser2 and its family): Jest on Node before 24.9 cannot require ESM,
  // so these are compiled to CommonJS when required (docs/decisions.md, Running modes).
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_REQUIRED.join('|')})/)`],
  transform: {
    // @swc/jest emits CommonJS for a require and keeps ES modules for an import.
    '/node_modules/.+\\.js$': ['@swc/jest', { swcrc: false, jsc: { target: 'es2023' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
    // E-mail templates are React components (backend/src/messages/README.md).
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            react: { runtime: 'automatic' },
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
          },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  testTimeout: 30000,
};
