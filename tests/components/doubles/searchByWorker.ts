// The search worker's answers, asked of the network (`/search-answers?ctx=…&q=…&limit=…`), where a
// test routes them: the worker needs the indexes of a production build (tests/search.spec.ts uses
// them); the results page around it does not.
import type * as Real from '@site/src/internals/search/searchByWorker';
import type {Hit} from '@site/src/plugins/search/engine/search';

export const searchByWorker: typeof Real.searchByWorker = async (baseUrl, context, input, limit) => {
  const params = new URLSearchParams({ctx: context, q: input, limit: String(limit)});
  const response = await fetch(`${baseUrl}search-answers?${params}`);
  if (!response.ok) {
    throw new TypeError(`search-answers: ${response.status}`);
  }
  return (await response.json()) as Hit[];
};

export const fetchIndexesByWorker: typeof Real.fetchIndexesByWorker = async () => undefined;
// Answers need the indexes too: the page shows results alone here (tests/answers.spec.ts tests the answers on a build).
export const answerByWorker: typeof Real.answerByWorker = async () => undefined;
