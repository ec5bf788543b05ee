/**
 * The public rules engine of swrpg (see README › Rules API).
 * Pure functions over plain records: no Foundry import, no globals, no randomness of its own.
 * Exposed at runtime as `game.swrpg.rules`.
 */

// --- engine core (issue 3): basics, attacks, criticals, Defense, damage, injury, healing, grenades, initiative ---

// --- combat options (issue 4): full attacks, fire modes, range, modifiers, actions, AoO, aiming, delay/ready ---
export {};
