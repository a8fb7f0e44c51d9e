/**
 * The name of the error the search's calls reject with when the search worker fails
 * (./searchByWorker.ts); src/components/SearchStatus then says that search is unavailable.
 */
export const WORKER_FAILURE = 'SearchWorkerFailure';
