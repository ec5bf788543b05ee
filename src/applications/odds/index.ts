export { ODDS_FIGHTS, ODDS_TEMPLATE, openOddsDialog } from "./odds-dialog.ts";
export { oddsView } from "./odds-view.ts";
