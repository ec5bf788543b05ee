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

export const cardTarget = (target: { tokenUuid: string; actorUuid: string; name: string; img: string }) => ({
  tokenUuid: target.tokenUuid,
  actorUuid: target.actorUuid,
  name: target.name,
  img: target.img,
});

export const refusedTarget = <Reason extends string>(
  target: { tokenUuid: string; name: string },
  reason: Reason,
) => ({ tokenUuid: target.tokenUuid, name: target.name, reason });
