/** The `handle` every router route carries, so screens can name themselves (titles, NotAvailableYet). */
export type RouteHandle = {
  /** The RouteDef name from @app/shared's ROUTES, or `NotFound` for the catch-all. */
  routeName: string;
};
