// What the search bar reads from the search plugin's generated constants, without the module's side
// effects: that module also sets up lunr and its Russian stemmer, which only the search worker uses.
export {SEARCH_SUGGESTIONS as searchResultLimits} from '../../config/search';
