// Public entry of the account feature: what code outside it may use.
export { accountRoutes } from './routes';
