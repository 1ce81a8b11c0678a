// tslib's ES module build, which its package types only under the bare name.
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
