import type {ReactNode} from 'react';
import {MemoryRouter} from 'react-router-dom';
import ApiOperation from '@site/src/components/ApiOperation';

export type OperationProps = {
  /** The page the operation is on: its section picks the spec (`/docs/api/external-api-bot/…`: the bot API's). */
  page: string;
  method: string;
  /** The path, or a webhook's event. */
  path: string;
};

/** The bar of an operation of the API reference, with «Попробовать» and the console it opens. */
export function Operation({page, method, path}: OperationProps): ReactNode {
  return (
    <MemoryRouter initialEntries={[page]}>
      <ApiOperation method={method} path={path} />
    </MemoryRouter>
  );
}
