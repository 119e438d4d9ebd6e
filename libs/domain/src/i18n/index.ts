export * from './languages.js';
export * from './format.js';
