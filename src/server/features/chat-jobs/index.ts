// Public entry of the log entries feature (queue, list, cancel, delete, favourites and copies):
// what code outside it may use.
export { chatJobRoutes, queueBodyLimit } from './routes';
export { relogRoutes } from './relog-routes';
export type { EntryPhotos } from './entry-photos';
