// Jest in ESM mode with SWC (see STACK-NOTES.md): run with NODE_OPTIONS=--experimental-vm-modules.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@robo/domain$': '<rootDir>/../libs/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Dependencies run as published: on Node 24.9+ Jest requires ES modules from CommonJS itself
  // (docs/decisions.md, Running modes), so no package in node_modules is compiled.
  transform: {
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
