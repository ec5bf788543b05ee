// The Odds button in a Saga Edition world: the adapter (documents → simulator records, through the attack
// flow's own views) agrees with the command's pack conversion for every Saga compendium actor; a hurt actor's
// current condition penalty is taken back out; the variant's options reach the simulator; and the dialog gives
// win chances for Saga combatants.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openOddsDialog } from "../../src/applications/odds/odds-dialog.ts";
import { sagaOddsCombatant } from "../../src/rulesets/saga/odds/odds-combatant.ts";
import { sagaOdds, sagaSimOptions } from "../../src/rulesets/saga/odds/odds-parts.ts";
import {
  type SagaPackActor,
  sagaCombatantFromPack,
} from "../../src/rulesets/saga/simulate/pack-combatant.ts";
import { SAGA_VARIANT_OPTIONS, type SagaVariant } from "../../src/rulesets/saga/variant.ts";
import { sagaRuleset } from "../../src/simulate/saga/saga-ruleset.ts";
import { installSettings } from "./fakes/settings.ts";
import { actorFrom, combatOf, FakeDialog, FakeWorker, installOddsHarness } from "./odds-harness.ts";

installOddsHarness();
const repoRoot = path.resolve(import.meta.dirname, "../..");
const CORE = Object.fromEntries(SAGA_VARIANT_OPTIONS.map((key) => [key, false])) as SagaVariant;

function combatantOf(actor: Actor.Implementation): Combatant.Implementation {
  return { actor, name: actor.name, token: { actor } } as unknown as Combatant.Implementation;
}

async function packs(): Promise<[string, Record<string, unknown>][]> {
  const out: [string, Record<string, unknown>][] = [];
  for (const pack of ["saga-npcs", "saga-heroes"]) {
    const dir = path.join(repoRoot, "packs/_source", pack);
    for (const file of (await readdir(dir))
      .filter((f) => f.endsWith(".json") && !f.startsWith("_folder"))
      .sort())
      out.push([
        `${pack}/${file.replace(/\.json$/, "")}`,
        JSON.parse(await readFile(path.join(dir, file), "utf8")),
      ]);
  }
  return out;
}

describe("Saga odds records from documents", () => {
  it("every Saga compendium actor gives the same record from its document as from its pack source", async () => {
    const sources = await packs();
    expect(sources.length).toBeGreaterThanOrEqual(15);
    for (const [reference, source] of sources) {
      const actor = await actorFrom(reference);
      const record = sagaOddsCombatant(combatantOf(actor), false, CORE);
      expect(record, reference).toEqual(sagaCombatantFromPack(source as unknown as SagaPackActor));
      expect(() =>
        sagaRuleset.prepare({
          sides: [
            { name: "A", combatants: [record!] },
            { name: "B", combatants: [record!] },
          ],
        }),
      ).not.toThrow();
    }
  });
  it("a hurt stormtrooper: its current hit points and step, the step's -2 taken back out of attack, Reflex, initiative", async () => {
    const fresh = sagaOddsCombatant(combatantOf(await actorFrom("saga-npcs/stormtrooper")), true, CORE)!;
    const actor = await actorFrom("saga-npcs/stormtrooper");
    await actor.update({ "system.hp.value": 4, "system.condition.step": 2 } as Actor.UpdateData);
    const hurt = sagaOddsCombatant(combatantOf(actor), true, CORE)!;
    expect([hurt.hitPoints, hurt.condition, hurt.aware]).toEqual([4, 2, false]);
    expect([hurt.reflex, hurt.flatFootedReflex, hurt.initiativeBonus]).toEqual([
      fresh.reflex,
      fresh.flatFootedReflex,
      fresh.initiativeBonus,
    ]);
    expect(hurt.weapons.map((w) => w.attack)).toEqual(fresh.weapons.map((w) => w.attack));
    // The Blaster Rifle's +3 (BAB 2, Dex +1) and its 100 counted shots; the grenade is thrown once.
    expect(hurt.weapons.map((w) => [w.name, w.attack, w.shots ?? null, w.uses ?? null])).toEqual([
      ["Blaster Rifle", 3, 100, null],
      ["Frag Grenade", 3, null, 1],
    ]);
  });
  it("a flat-footed status of the moment does not lower the record's Reflex: the fight makes it flat-footed itself", async () => {
    const calm = sagaOddsCombatant(combatantOf(await actorFrom("saga-npcs/scout-trooper")), false, CORE)!;
    const actor = await actorFrom("saga-npcs/scout-trooper");
    // As a status effect leaves it (tests/foundry/data/fixtures.ts › createActor does the same).
    actor.statuses.add("flatFooted");
    actor.prepareData();
    expect((actor.system as unknown as { flatFooted: boolean }).flatFooted).toBe(true);
    const caught = sagaOddsCombatant(combatantOf(actor), false, CORE)!;
    // Scout trooper: Reflex 17, 15 without its Dexterity bonus (its pack stat block).
    expect([caught.reflex, caught.flatFootedReflex]).toEqual([17, 15]);
    expect([calm.reflex, calm.flatFootedReflex]).toEqual([17, 15]);
  });
  it("with the variant's defenses weapons attack General Defense: the record's Reflex is General", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const actor = await actorFrom("saga-npcs/stormtrooper");
    const variant = { ...CORE, sagaVariantDefenses: true };
    const record = sagaOddsCombatant(combatantOf(actor), false, variant)!;
    const general = (actor.system as unknown as { variantDefenses: { general: number } }).variantDefenses
      .general;
    expect(record.reflex).toBe(general);
    installSettings({ ruleset: "saga" });
  });
  it("the variant's options that change a fight reach the simulator by its names", () => {
    expect(
      sagaSimOptions({ ...CORE, sagaVariantDamageThreshold: true, sagaVariantSecondWind: true }),
    ).toEqual({
      variantShieldDamage: false,
      variantDamageThreshold: true,
      variantConditionTrack: false,
      variantCombatSequence: false,
      variantSecondWind: true,
    });
  });
});

describe("the Odds button in a Saga world", () => {
  it("friendly Saga heroes against hostile stormtroopers: the Saga simulator's odds in the dialog", async () => {
    installSettings({ ruleset: "saga", sagaVariantConditionTrack: true });
    const combat = combatOf([
      { actor: await actorFrom("saga-heroes/jedi-human-1st-level"), disposition: 1, name: "Jedi" },
      { actor: await actorFrom("saga-heroes/soldier-human-1st-level"), disposition: 1, name: "Soldier" },
      { actor: await actorFrom("saga-npcs/stormtrooper"), disposition: -1, name: "TK-1" },
      { actor: await actorFrom("saga-npcs/stormtrooper"), disposition: -1, name: "TK-2" },
    ]);
    await openOddsDialog(combat, sagaOdds);
    const request = FakeWorker.requests[0]!;
    expect(request.ruleset).toBe("saga");
    expect(request.encounter.options).toMatchObject({
      variantConditionTrack: true,
      variantDamageThreshold: false,
    });
    const result = FakeDialog.last?.contents.at(-1) ?? "";
    expect(result).toMatch(/10,000 fights: \d+\.\d rounds expected/);
    expect(result).toMatch(/<td>Friendly<\/td>\s*<td class="swrpg-odds-figure">\d+\.\d %<\/td>/);
    expect(result).toMatch(/<td class="swrpg-odds-name">TK-2<\/td>/);
    expect(result).not.toMatch(/The simulation failed/);
    installSettings({ ruleset: "saga" });
  });
});
