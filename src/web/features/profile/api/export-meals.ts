// GET /api/export/meals.csv|json?from=&to= are downloads, so the page links to them (as it does to
// the account export); the range is checked here with the server's own rule before leaving.
export { exportRangeError, mealExportPath } from '../../../../contracts/meal-export';
