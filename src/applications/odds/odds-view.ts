import type { EncounterOdds } from "../../simulate/index.ts";

/**
 * The Odds dialog's template context, from the simulator's odds: shares as percentages and the
 * histogram's SVG geometry. Plain values only (no Foundry), so the browser test renders the same thing.
 */

export interface OddsBar {
  label: string;
  percent: string;
  x: number;
  y: number;
  width: number;
  height: number;
  labelX: number;
}

export interface OddsView {
  fights: string;
  sides: { name: string; percent: string; width: number }[];
  draw: string;
  hasDraws: boolean;
  mean: string;
  p90: number;
  /** 90 % of the fights were over before round 1. */
  beforeStart: boolean;
  /** The share of fights over before anyone acted, when there were any (a side started down). */
  startShare: string | null;
  combatants: { name: string; side: string; drop: string; death: string }[];
  histogram: { width: number; height: number; baseline: number; bars: OddsBar[] };
}

/** Most bars the histogram shows; longer fights are gathered in the last bar ("12+"). */
export const MAX_BARS = 12;
const WIDTH = 360;
const HEIGHT = 150;
const LABEL_SPACE = 18;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const width = (share: number) => Math.round(share * 1000) / 10;

/** Bars from round 1, or from round 0 when some fights were over before anyone acted. */
function bars(distribution: readonly number[]): OddsBar[] {
  const first = (distribution[0] ?? 0) > 0 ? 0 : 1;
  const shares = distribution.slice(first);
  const shown = shares.slice(0, MAX_BARS);
  const rest = shares.slice(MAX_BARS).reduce((sum, share) => sum + share, 0);
  const gathered = shares.length > MAX_BARS;
  if (gathered) shown[MAX_BARS - 1] = (shown[MAX_BARS - 1] ?? 0) + rest;
  const tallest = Math.max(...shown, 0);
  const slot = WIDTH / Math.max(shown.length, 1);
  const chart = HEIGHT - LABEL_SPACE;
  return shown.map((share, i) => {
    const height = tallest > 0 ? Math.round((share / tallest) * (chart - 4) * 10) / 10 : 0;
    const x = Math.round((i * slot + slot * 0.15) * 10) / 10;
    const barWidth = Math.round(slot * 0.7 * 10) / 10;
    return {
      label: gathered && i === MAX_BARS - 1 ? `${i + first}+` : String(i + first),
      percent: percent(share),
      x,
      y: Math.round((chart - height) * 10) / 10,
      width: barWidth,
      height,
      labelX: Math.round((x + barWidth / 2) * 10) / 10,
    };
  });
}

export function oddsView(odds: EncounterOdds): OddsView {
  return {
    fights: odds.fights.toLocaleString("en-US"),
    sides: odds.sides.map((side) => ({
      name: side.name,
      percent: percent(side.winChance),
      width: width(side.winChance),
    })),
    draw: percent(odds.drawChance),
    hasDraws: odds.drawChance > 0,
    mean: odds.rounds.mean.toFixed(1),
    p90: odds.rounds.p90,
    beforeStart: odds.rounds.p90 === 0,
    startShare: (odds.rounds.distribution[0] ?? 0) > 0 ? percent(odds.rounds.distribution[0]!) : null,
    combatants: odds.combatants.map((c) => ({
      name: c.name,
      side: odds.sides[c.side]?.name ?? "",
      drop: percent(c.dropChance),
      death: percent(c.deathChance),
    })),
    histogram: {
      width: WIDTH,
      height: HEIGHT,
      baseline: HEIGHT - LABEL_SPACE,
      bars: bars(odds.rounds.distribution),
    },
  };
}
