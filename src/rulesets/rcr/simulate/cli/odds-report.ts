import type { EncounterOdds } from "../../../../simulate/odds.ts";

/** The odds as the command prints them: a table per side and per combatant, and a text histogram. */

const percent = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(7);
const BAR_WIDTH = 40;

/** Columns of text are left-aligned, the figures (the last `figures` columns) right-aligned. */
function table(rows: readonly string[][], figures = 1): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const firstFigure = widths.length - figures;
  return rows.map((row) =>
    row
      .map((cell, c) => (c < firstFigure ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** A bar per round count: one block per 1/40 of the tallest bar. */
export function roundsHistogram(distribution: readonly number[]): string[] {
  const tallest = Math.max(...distribution, 0);
  const label = String(distribution.length - 1).length;
  const lines: string[] = [];
  distribution.forEach((share, rounds) => {
    if (rounds === 0) return;
    const blocks = tallest > 0 ? Math.round((share / tallest) * BAR_WIDTH) : 0;
    const bar = share > 0 && blocks === 0 ? "▏" : "█".repeat(blocks);
    lines.push(`${String(rounds).padStart(label)} │ ${bar.padEnd(BAR_WIDTH)} ${percent(share)}`);
  });
  return lines;
}

export function oddsReport(odds: EncounterOdds): string {
  const title = odds.sides.map((side) => side.name).join(" vs ");
  const lines = [
    `Encounter odds: ${title}`,
    `${odds.fights.toLocaleString("en-US")} fights, seed ${odds.seed}, ruleset ${odds.ruleset.toUpperCase()}`,
    "",
    ...table([
      ["Side", "Wins"],
      ...odds.sides.map((side) => [side.name, percent(side.winChance)]),
      ["(draw)", percent(odds.drawChance)],
    ]),
    "",
    `Rounds: ${odds.rounds.mean.toFixed(1)} expected; 90 % of fights are over by round ${odds.rounds.p90}.`,
    "",
    ...table(
      [
        ["Combatant", "Side", "Drops", "Dies"],
        ...odds.combatants.map((c) => [
          c.name,
          odds.sides[c.side]?.name ?? "",
          percent(c.dropChance),
          percent(c.deathChance),
        ]),
      ],
      2,
    ),
    "",
    "Rounds per fight",
    ...roundsHistogram(odds.rounds.distribution),
  ];
  return `${lines.join("\n")}\n`;
}
