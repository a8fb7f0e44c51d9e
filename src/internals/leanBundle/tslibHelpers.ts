// The tslib helpers that @docusaurus/utils-common's CommonJS index requires, for the browser (see
// utilsCommonIndex in ./internals.ts): named, so that the rest of tslib stays out of main.js.
export {__importDefault} from 'tslib';
