import type { EncounterOdds } from "../odds.ts";

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

/**
 * A bar per round count: one block per 1/40 of the tallest bar. Round 0 (fights over before anyone acts: a
 * side starts with nobody able to fight) has its bar only when some fight ended there.
 */
export function roundsHistogram(distribution: readonly number[]): string[] {
  const tallest = Math.max(...distribution, 0);
  const label = String(distribution.length - 1).length;
  const lines: string[] = [];
  distribution.forEach((share, rounds) => {
    if (rounds === 0 && !(share > 0)) return;
    const blocks = tallest > 0 ? Math.round((share / tallest) * BAR_WIDTH) : 0;
    const bar = share > 0 && blocks === 0 ? "▏" : "█".repeat(blocks);
    lines.push(`${String(rounds).padStart(label)} │ ${bar.padEnd(BAR_WIDTH)} ${percent(share)}`);
  });
  return lines;
}

/** The rounds line: the mean, and the round by which 90 % of the fights are over (0: before anyone acts). */
export function roundsLine(odds: EncounterOdds): string {
  const { mean, p90, distribution } = odds.rounds;
  const start = distribution[0] ?? 0;
  const before =
    start > 0
      ? ` ${percent(start).trim()} were over before anyone acted (a side started with nobody able to fight).`
      : "";
  const by = p90 === 0 ? "before round 1" : `by round ${p90}`;
  return `Rounds: ${mean.toFixed(1)} expected; 90 % of fights are over ${by}.${before}`;
}

export function oddsReport(odds: EncounterOdds, rulesetLabel: string = odds.ruleset.toUpperCase()): string {
  const title = odds.sides.map((side) => side.name).join(" vs ");
  const lines = [
    `Encounter odds: ${title}`,
    `${odds.fights.toLocaleString("en-US")} fights, seed ${odds.seed}, ruleset ${rulesetLabel}`,
    "",
    ...table([
      ["Side", "Wins"],
      ...odds.sides.map((side) => [side.name, percent(side.winChance)]),
      ["(draw)", percent(odds.drawChance)],
    ]),
    "",
    roundsLine(odds),
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
