// Public entry of the export feature: meals of a date range as CSV or JSON (issue 17, item 4).
export { exportRoutes } from './routes';
export { mealExportPages, EXPORT_PAGE_SIZE, type ExportDeps, type ExportRow } from './service';
export { csvField, localIsoTime, CSV_COLUMNS } from './csv';
