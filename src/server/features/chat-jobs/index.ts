// Public entry of the log entries feature (queue, list, cancel, delete): what code outside it may use.
export { chatJobRoutes, queueBodyLimit } from './routes';
export type { EntryPhotos } from './entry-photos';
