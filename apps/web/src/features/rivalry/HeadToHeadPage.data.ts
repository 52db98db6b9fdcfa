import { headToHeadQueryOptions } from '../../api/h2h';
import { runnersQueryOptions } from '../../api/runners';
import { routeQuery, type RouteData } from '../../routing/routeData';
import { chosenPair } from './chosenPair';

/** /h2h?a=&b=: the runners for the pickers, and the record once two different runners are chosen (rules §30). */
export const data: RouteData = ({ search }) => {
  const pair = chosenPair(search);
  return [
    routeQuery(runnersQueryOptions()),
    ...(pair.kind === 'pair' ? [routeQuery(headToHeadQueryOptions(pair.a, pair.b))] : []),
  ];
};
