/** The console modules generated at build time by src/plugins/apiReference/console.ts. */
declare module '@generated/api-console/*' {
  import type {ConsoleModule} from '@site/src/components/ApiOperation/types';

  export const operation: ConsoleModule['operation'];
  export const validate: ConsoleModule['validate'];
}
