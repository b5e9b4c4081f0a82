// Public entry of the voice input feature: what code outside it may use.
export { audioRoutes } from './routes';
