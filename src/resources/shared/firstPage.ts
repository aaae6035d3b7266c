import { getQuery, parseQueryFromLocation, type GetListParams, type Store } from 'react-admin';
import { PAGE_SIZE } from '../../kit/listDefaults';
import { listSort } from '../../providers/resourceEndpoints';

/**
 * The page a resource's list asks for when it opens with the URL query `search`, by react-admin's
 * own rules (useListParams): the query, else the params the store remembers, else the defaults.
 */
export function firstPageParams(resource: string, search: string, store: Store): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${resource}.listParams`),
    filterDefaultValues: undefined,
    sort: listSort(resource),
    perPage: PAGE_SIZE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter,
  };
}
