// Public entry of the plain-words meal edits feature: what code outside it may use.
export { mealEditRoutes } from './routes';
