/** An operation as its console («Попробовать») knows it: generated at build time by src/plugins/apiReference/console.ts. */
export type ConsoleParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The spec's description, with its `inline code`. */
  description: string;
  /** The spec's example, as the reader types it. */
  example?: string;
  /** The schema's type: a query value is converted to it before validation. */
  type?: string;
};

export type MockResponse = {status: number; description: string; headers: Record<string, string>; body?: unknown};

export type ConsoleOperation = {
  spec: 'external' | 'bot';
  id: string;
  method: string;
  /** Empty for a webhook, whose delivery goes to the bot's URL (`server`). */
  path: string;
  /** A webhook's event. */
  event?: string;
  /** The spec's first server (for a webhook, the bot's receiver): «Скопировать как curl» targets it. */
  server: string;
  params: ConsoleParameter[];
  body?: {mediaType: string; required: boolean; example: unknown};
  responses: {success?: MockResponse; unauthorized?: MockResponse};
};

/** An error of the request's validation, as Ajv reports it. */
export type ValidationError = {instancePath: string; keyword: string; params: Record<string, unknown>; message?: string};

/** The module generated for an operation. */
export type ConsoleModule = {
  operation: ConsoleOperation;
  validate: ((data: unknown) => boolean) & {errors?: ValidationError[] | null};
};

/** The file generated for an operation: its data, and its validator given Ajv's runtime. */
export type GeneratedModule = {
  operation: ConsoleOperation;
  validator: (require: (name: string) => unknown) => ConsoleModule['validate'];
};
