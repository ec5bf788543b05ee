import { localize } from "../../config/i18n.ts";
import { notify } from "../../dice/notify.ts";
import type { OddsParts } from "../../rulesets/types.ts";
import { DEFAULT_DISTANCE, seedFrom } from "../../simulate/index.ts";
import { runOdds, WORKER_PATH } from "./odds-runner.ts";
import { FRIENDLY, HOSTILE, oddsSides } from "./odds-sides.ts";
import { oddsView } from "./odds-view.ts";

export const ODDS_TEMPLATE = "systems/swrpg/templates/odds/odds-dialog.hbs";
export const ODDS_FIGHTS = 10_000;

/** Meters between the two sides: the mean distance between friendly and hostile tokens on the scene. */
function sidesDistance(combat: Combat.Implementation, distanceBetween: OddsParts["distance"]): number {
  const tokens = (disposition: number) =>
    combat.combatants.contents.flatMap((c) =>
      c.token && c.token.disposition === disposition ? [c.token] : [],
    );
  const distances = tokens(FRIENDLY).flatMap((a) => tokens(HOSTILE).map((b) => distanceBetween(a, b)));
  const measured = distances.filter((d) => d > 0);
  if (!measured.length) return DEFAULT_DISTANCE;
  return Math.round(measured.reduce((sum, d) => sum + d, 0) / measured.length);
}

async function render(context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(ODDS_TEMPLATE, context);
}

/**
 * The Odds button: the combat's friendly and hostile combatants fight 10,000 times under the world's
 * ruleset, on a Web Worker per core (in the page, a slice at a time, where no Worker starts) while the
 * dialog shows the progress, then the dialog shows the odds.
 */
export async function openOddsDialog(combat: Combat.Implementation, odds: OddsParts): Promise<void> {
  const entries = combat.combatants.contents.map((c) => ({
    name: c.name ?? "",
    disposition: c.token?.disposition ?? 0,
    combatant: odds.combatant(c),
  }));
  const sides = oddsSides(entries, {
    friendly: localize("SWRPG.Odds.Friendly"),
    hostile: localize("SWRPG.Odds.Hostile"),
  });
  if (!sides.encounter) {
    notify("warn", "SWRPG.Odds.NeedSides");
    return;
  }
  const fights = ODDS_FIGHTS.toLocaleString("en-US");
  const dialog = new foundry.applications.api.DialogV2({
    window: { title: "SWRPG.Odds.Title", icon: "fa-solid fa-dice-d20" },
    classes: ["swrpg", "swrpg-odds-dialog"],
    position: { width: 460 },
    content: await render({ running: true, progress: 0, fights }),
    buttons: [{ action: "close", label: "Close", default: true }],
  });
  await dialog.render({ force: true });
  const replace = async (context: Record<string, unknown>) => {
    const current = dialog.element?.querySelector(".swrpg-odds");
    if (current) current.outerHTML = await render(context);
    dialog.setPosition({ height: "auto" });
  };
  const options = odds.options?.();
  const run = runOdds(
    foundry.utils.getRoute(WORKER_PATH),
    {
      ruleset: odds.simulation,
      encounter: {
        ...sides.encounter,
        distance: sidesDistance(combat, odds.distance),
        ...(options ? { options } : {}),
      },
      fights: ODDS_FIGHTS,
      seed: seedFrom(`${combat.id}:${combat.round}:${combat.turn}`),
    },
    (done) => {
      const bar = dialog.element?.querySelector<HTMLProgressElement>(".swrpg-odds-progress progress");
      if (bar) bar.value = Math.round(done * 100);
    },
  );
  dialog.addEventListener("close", () => run.stop());
  try {
    const odds = await run.result;
    await replace({ view: oddsView(odds), ignored: sides.ignored.join(", "), inPage: run.inPage() });
  } catch (error) {
    await replace({ error: error instanceof Error ? error.message : String(error) });
  }
}
