import { createContext, useContext } from 'react';
import { routeTable, type RouteTable } from './routeTable.ts';

/** The app's route table, for parts that ask about a path (the menu: does it need sign-in?). */
export const RouteTableContext = createContext<RouteTable>(routeTable([]));

export const useRouteTable = (): RouteTable => useContext(RouteTableContext);
