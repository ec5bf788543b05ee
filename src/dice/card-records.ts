/**
 * Who and what an attack card names, as every ruleset's pipeline copies them from its plain views onto the
 * card: the attacker, the weapon, each target's token and actor, and a target the attack could not reach.
 */

export const cardAttacker = ({ uuid, name, img }: { uuid: string; name: string; img: string }) => ({
  uuid,
  name,
  img,
});

export const cardWeapon = ({ id, name, img }: { id: string | null; name: string; img: string }) => ({
  id,
  name,
  img,
});

/** A token the GM hid is marked so: only a GM's view of the card lists it (src/damage/card-context.ts). */
const hiddenMark = (target: { hidden?: boolean }) => (target.hidden ? { hidden: true } : {});

export const cardTarget = (target: {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  hidden?: boolean;
}) => ({
  tokenUuid: target.tokenUuid,
  actorUuid: target.actorUuid,
  name: target.name,
  img: target.img,
  ...hiddenMark(target),
});

export const refusedTarget = <Reason extends string>(
  target: { tokenUuid: string; name: string; hidden?: boolean },
  reason: Reason,
) => ({ tokenUuid: target.tokenUuid, name: target.name, reason, ...hiddenMark(target) });
