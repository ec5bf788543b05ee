// Saga area attacks from the sheet's click to the card, over the scene and canvas stand-ins: the player
// places a frag grenade's burst or autofire's 2 × 2 (it follows the pointer, a click places it, a right click
// or Escape cancels) and every token inside the player sees becomes a target; splash's neighbours; who may
// strike an aiming attacker. A cancelled or refused attack leaves no template behind; hex scenes are refused.
// saga-special-combat-rules.txt › Area Attacks, Autofire, Splash Weapons, Cover, Attacks of Opportunity.
import { describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { AREA_PERMISSION, areaViewOf, drawnAreas, NOT_DRAWN_KEY } from "../../../fakes/drawn-areas.ts";
import { GRID_TYPES } from "../../../fakes/scene.ts";
import { asClient, worldPermissions } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { defaultChoicesFor, foe, lastCardOrNull, shooter } from "./flow-fixtures.ts";
import { fragItem, healthOf, rifleItem, sagaTrooper } from "./saga-actors.ts";
import {
  ana,
  board,
  dialog,
  gm,
  gms,
  lastCard,
  page,
  placing,
  scene,
  target,
  useSagaWorld,
} from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

describe("a frag grenade: the player places the burst, every token inside is a target", () => {
  it("the burst follows the pointer snapped to grid corners on the Templates layer; a click places it and the Tokens layer comes back", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    await foe("near", 11, 10, 20); // Reflex 15
    await foe("left", 9, 10);
    await foe("far", 14, 10);
    target(ana, aimed.token);
    forcedResults.push(12);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => {
        // saga-special-combat-rules.txt › Burst Radius: the center of a burst is a grid corner.
        const [preview] = board.areaLayer.preview.children;
        expect(areaViewOf(preview?.document, scene)).toMatchObject({
          t: "circle",
          x: 1100,
          y: 1100,
          distance: 3,
        });
        expect(board.activeLayer).toBe(board.areaLayer);
        expect(page.byClass("swrpg-area-hint")[0]?.text).toContain("Frag grenade");
        board.pointAt(1130, 1060);
        expect(areaViewOf(preview?.document, scene)).toMatchObject({ x: 1100, y: 1100 });
        board.pointAt(1160, 1040);
        expect(areaViewOf(preview?.document, scene)).toMatchObject({ x: 1200, y: 1000 });
        board.click(1140, 1060);
      },
    );

    expect(board.activeLayer).toBe(board.tokens);
    expect(board.areaLayer.preview.children).toEqual([]);
    expect(page.byClass("swrpg-area-hint")).toEqual([]);
    expect(board.stage.listenerCount("pointermove") + board.stage.listenerCount("pointerdown")).toBe(0);
    const [template] = drawnAreas(scene);
    expect(template).toMatchObject({ t: "circle", x: 1100, y: 1100, distance: 3, author: "ana" });
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.shape).toBe("burst");
    expect(card?.area).toEqual({ templateUuid: template?.uuid, coverOrigin: "center" });
    // Roll 12 + 0: hits Reflex 10 (aimed, left), misses the Reflex 15 neighbour (half damage); "far" is outside.
    expect(card?.attacks[0]?.targets.map(({ name, hit, lands }) => ({ name, hit, lands }))).toEqual([
      { name: "aimed", hit: true, lands: true },
      { name: "near", hit: false, lands: true },
      { name: "left", hit: true, lands: true },
    ]);
    expect(lastCard().content).toContain("2 hit, 1 missed");
  });

  it("the card lists what each takes once damage is rolled; Apply deals full to hits and half to misses", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const hitOne = await foe("hit", 10, 10);
    const missed = await foe("missed", 11, 10, 20);
    target(ana, hitOne.token);
    forcedResults.push(12);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => board.click(1100, 1100),
    );
    const message = lastCard();
    forcedResults.push(3, 3, 3, 4); // 4d6 = 13
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "rollDamage", 0));
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "applyTargeted", 0));
    expect(healthOf(hitOne.actor).hp).toBe(30 - 13);
    expect(healthOf(missed.actor).hp).toBe(30 - 6);
  });

  it.each([
    ["a right click", () => board.click(1100, 1100, 2)],
    ["Escape", () => expect(page.press("Escape").propagationStopped).toBe(true)],
  ])("%s cancels: no template, nothing rolled, the Tokens layer back", async (_how, cancel) => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    await placing(() => saga.attack.start(actor, weaponId, shift), cancel);
    expect(drawnAreas(scene).length).toBe(0);
    expect(lastCardOrNull()).toBeNull();
    expect(board.activeLayer).toBe(board.tokens);
    expect(page.listeners).toEqual([]);
  });

  it("cancelling the cover dialog after the placement removes the template", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    // The options dialog is confirmed; the cover dialog for the tokens inside is closed.
    dialog.wait.mockResolvedValueOnce(defaultChoicesFor()).mockResolvedValueOnce(null);
    await placing(
      () => saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false }),
      () => board.click(1100, 1100),
    );
    expect(dialog.wait).toHaveBeenCalledTimes(2);
    expect(drawnAreas(scene).length).toBe(0);
    expect(lastCardOrNull()).toBeNull();
  });

  it("a roll below 10 reaches nobody: every token is listed as not reached, none takes damage", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    forcedResults.push(9);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => board.click(1100, 1100),
    );
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.attacks[0]).toMatchObject({ total: 9, reachesTargets: false });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ compared: null, lands: false });
    expect(lastCard().content).toContain("Below 10");
  });
});

describe("areas the player may not draw, or on a grid they do not fit", () => {
  it("the area permission (v13 TEMPLATE_CREATE, v14 REGION_CREATE) withdrawn from players: told so in words, the attack goes on with no template", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    worldPermissions[AREA_PERMISSION] = [3, 4];
    forcedResults.push(12);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => board.click(1100, 1100),
    );
    expect(vi.mocked(ui.notifications!.warn).mock.calls.map((call) => call[0])).toContain(NOT_DRAWN_KEY);
    expect(drawnAreas(scene).length).toBe(0);
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.area?.templateUuid).toBeNull();
    expect(card?.attacks[0]?.targets.map((t) => t.name)).toEqual(["aimed"]);
  });

  it.each([GRID_TYPES.HEXODDR, GRID_TYPES.HEXEVENQ])(
    "a hex scene (grid type %i) is refused with a message before anything is placed",
    async (type) => {
      scene.grid.type = type;
      const { actor, weaponId } = await shooter(fragItem);
      target(ana, (await foe("aimed", 10, 10)).token);
      await saga.attack.start(actor, weaponId, shift);
      expect(vi.mocked(ui.notifications!.warn).mock.lastCall?.[0]).toBe("SWRPG.Saga.Attack.Refused.hexGrid");
      expect(board.areaLayer.preview.children).toEqual([]);
      expect(drawnAreas(scene).length).toBe(0);
    },
  );

  it("the area is measured in the scene's own grid distance: 2 squares of 5 ft draw a 10 ft radius", async () => {
    scene.grid.distance = 5;
    const { actor, weaponId } = await shooter(fragItem);
    target(ana, (await foe("aimed", 10, 10)).token);
    forcedResults.push(12);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => board.click(1100, 1100),
    );
    expect(drawnAreas(scene)[0]).toMatchObject({ t: "circle", distance: 10 });
  });
});

describe("tokens the GM has hidden", () => {
  it("a player's burst never lists a hidden token inside it", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    const lurker = await foe("lurker", 11, 10);
    lurker.token.hidden = true;
    target(ana, aimed.token);
    forcedResults.push(12);
    await placing(
      () => saga.attack.start(actor, weaponId, shift),
      () => board.click(1100, 1100),
    );
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets.map((t) => t.name)).toEqual(["aimed"]);
    expect(lastCard().content).not.toContain("lurker");
  });

  it("the GM's burst catches it, marked hidden: the GM's view lists it, the stored players' view does not", async () => {
    const bomber = gms(await sagaTrooper({ name: "Bomber", items: [fragItem] }));
    scene.addToken("bomber", bomber, 0, 0);
    const aimed = await foe("aimed", 10, 10);
    const lurker = await foe("lurker", 11, 10);
    lurker.token.hidden = true;
    target(gm, aimed.token);
    forcedResults.push(12);
    await asClient(gm, () =>
      placing(
        () => saga.attack.start(bomber, bomber.items.contents[0]?.id ?? "", shift),
        () => board.click(1100, 1100),
      ),
    );
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.attacks[0]?.targets.map((t) => [t.name, t.hidden ?? false])).toEqual([
      ["aimed", false],
      ["lurker", true],
    ]);
    expect(lastCard().content).toContain("aimed");
    expect(lastCard().content).not.toContain("lurker");
  });
});

describe("a splash weapon: the struck token and its neighbours", () => {
  const splashItem = {
    name: "Thermal charge",
    type: "sagaWeapon",
    system: { group: "thrown", damage: { formula: "2d6", type: "energy" }, splash: true, equipped: true },
  };
  it("a player's card lists the neighbours the player sees, never one the GM hid", async () => {
    const { actor, weaponId } = await shooter(splashItem);
    const struck = await foe("struck", 5, 5);
    await foe("beside", 6, 5);
    const lurker = await foe("lurker", 5, 6);
    lurker.token.hidden = true;
    target(ana, struck.token);
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, shift);
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.attacks[0]?.targets.map((t) => [t.name, t.role])).toEqual([
      ["struck", "primary"],
      ["beside", "adjacent"],
    ]);
  });
  it("on a hex scene the neighbours cannot be counted in squares: refused with a message", async () => {
    scene.grid.type = GRID_TYPES.HEXODDQ;
    const { actor, weaponId } = await shooter(splashItem);
    target(ana, (await foe("struck", 5, 5)).token);
    await saga.attack.start(actor, weaponId, shift);
    expect(vi.mocked(ui.notifications!.warn).mock.lastCall?.[0]).toBe("SWRPG.Saga.Attack.Refused.hexGrid");
    expect(lastCardOrNull()).toBeNull();
  });
});

describe("aiming provokes: the card names who may strike (saga-special-combat-rules.txt › Attacks of Opportunity)", () => {
  const pistol = {
    name: "Blaster pistol",
    type: "sagaWeapon",
    system: { group: "pistol", damage: { formula: "3d6", type: "energy" }, equipped: true },
  };
  it("a guard the GM hid is never named on the card; the one in sight is", async () => {
    const { actor, weaponId } = await shooter();
    (scene.tokens.get("shooter") as { disposition: number }).disposition = 1;
    const watcher = gms(await sagaTrooper({ name: "Watcher", items: [pistol] }));
    scene.addToken("watcher", watcher, 1, 0);
    const lurker = gms(await sagaTrooper({ name: "Lurker", items: [pistol] }));
    scene.addToken("lurker", lurker, 0, 1, { hidden: true });
    target(ana, (await foe("far", 8, 0)).token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), aimed: true });
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false });
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.opportunity).toEqual(["Watcher"]);
    expect(lastCard().content).not.toContain("Lurker");
  });
});

describe("autofire", () => {
  it("fills a 2 × 2 rect from the grid corner the player clicks at -5, cover judged from the attacker", async () => {
    const { actor, weaponId } = await shooter();
    const a = await foe("a", 10, 10);
    await foe("b", 11, 11);
    await foe("outside", 12, 10);
    target(ana, a.token);
    const autofire = { fire: "autofire", braced: false, aimed: false, situational: 0, targets: {} };
    // The options dialog chooses autofire, the player clicks the corner, the cover dialog leaves cover off.
    dialog.wait.mockResolvedValueOnce(autofire).mockResolvedValueOnce(autofire);
    forcedResults.push(15);
    await placing(
      () => saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false }),
      () => board.click(990, 1020),
    );
    expect(dialog.wait).toHaveBeenCalledTimes(2);
    expect(drawnAreas(scene)[0]).toMatchObject({ t: "rect", x: 1000, y: 1000, direction: 45 });
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.shape).toBe("autofire");
    expect(card?.area?.coverOrigin).toBe("attacker");
    expect(card?.attacks[0]?.targets.map((t) => t.name)).toEqual(["a", "b"]);
    expect(card?.attacks[0]).toMatchObject({ bonus: -5, total: 10 });
  });

  it("autofire with fewer than ten shots loaded is refused before an area is placed: told why", async () => {
    const { actor, weaponId } = await shooter({
      ...rifleItem,
      system: { ...rifleItem.system, shots: { value: 5, max: 30 } },
    });
    target(ana, (await foe("a", 10, 10)).token);
    const autofire = { fire: "autofire", braced: false, aimed: false, situational: 0, targets: {} };
    dialog.wait.mockResolvedValueOnce(autofire);
    await saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false });
    // SWRPG.Saga.Attack.Refused.notEnoughShots (saga.spendShots), formatted with the weapon's name.
    expect(vi.mocked(ui.notifications!.warn).mock.lastCall?.[0]).toBe("Not enough shots loaded.");
    expect(drawnAreas(scene).length).toBe(0);
    expect(lastCardOrNull()).toBeNull();
  });
});
