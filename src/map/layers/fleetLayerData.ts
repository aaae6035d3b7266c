import type { BinaryAttribute } from '@deck.gl/core';
import type { FleetState } from '../../fleet/fleetState';
import { statusCode, type AssetStatus } from '../../fleet/status';

/** Binary data for deck.gl: `layout` tells a real change of rows from new values in the same rows. */
export interface BinaryData {
  length: number;
  layout: number;
  attributes: Record<string, BinaryAttribute>;
}

export interface FleetLayerInput {
  markers: BinaryData;
  arrows: BinaryData;
}

/**
 * Turns a FleetState into deck.gl binary data. deck.gl uploads an attribute again only when it gets
 * a new attribute object, so each one is renewed only when its source changed: a position update
 * uploads positions and angles, a status change colours and sizes.
 */
export function createFleetLayerInput(fleet: FleetState) {
  let seen = { layout: -1, moves: -1, statusChanges: -1, filter: undefined as AssetStatus | null | undefined };
  let positions!: BinaryAttribute;
  let angles!: BinaryAttribute;
  let colors!: BinaryAttribute;
  let radii = new Float32Array(0);
  let arrowSizes = new Float32Array(0);
  let radiusAttribute!: BinaryAttribute;
  let arrowSizeAttribute!: BinaryAttribute;
  let input: FleetLayerInput | null = null;

  // Rewritten in place: deck.gl uploads an array again whenever it comes in a new attribute object.
  const sized = (array: Float32Array<ArrayBuffer>) => (array.length === fleet.length ? array : new Float32Array(fleet.length));

  const computeRadii = (filter: AssetStatus | null) => {
    radii = sized(radii);
    const kept = filter === null ? -1 : statusCode(filter);
    for (let i = 0; i < fleet.length; i++) radii[i] = kept === -1 || fleet.statusCodes[i] === kept ? 1 : 0;
  };

  const computeArrowSizes = () => {
    arrowSizes = sized(arrowSizes);
    for (let i = 0; i < fleet.length; i++) arrowSizes[i] = radii[i] * fleet.headingShown[i];
  };

  /** The layer input for the fleet as it is now, shown for one status (or all when null). */
  return (filter: AssetStatus | null): FleetLayerInput => {
    const layoutChanged = seen.layout !== fleet.layout;
    const moved = layoutChanged || seen.moves !== fleet.moves;
    const recoloured = layoutChanged || seen.statusChanges !== fleet.statusChanges;
    const refiltered = recoloured || seen.filter !== filter;
    if (input && !moved && !refiltered) return input;

    if (moved) {
      positions = { value: fleet.positions, size: 3 };
      angles = { value: fleet.angles, size: 1 };
    }
    if (recoloured) colors = { value: fleet.colors, size: 4 };
    if (refiltered) {
      computeRadii(filter);
      radiusAttribute = { value: radii, size: 1 };
    }
    if (moved || refiltered) {
      computeArrowSizes();
      arrowSizeAttribute = { value: arrowSizes, size: 1 };
    }
    seen = { layout: fleet.layout, moves: fleet.moves, statusChanges: fleet.statusChanges, filter };
    const base = { length: fleet.length, layout: fleet.layout };
    input = {
      markers: { ...base, attributes: { getPosition: positions, getFillColor: colors, getRadius: radiusAttribute } },
      arrows: { ...base, attributes: { getPosition: positions, getAngle: angles, getSize: arrowSizeAttribute } },
    };
    return input;
  };
}

/**
 * For deck.gl's _dataDiff: in the same rows no attribute needs recomputing from accessors (the
 * binary ones are uploaded anyway when renewed); new rows invalidate them all.
 */
export function sameRows<T>(next: T, previous?: T): { startRow: number }[] {
  const [a, b] = [next as BinaryData, previous as BinaryData | undefined];
  return b && a.layout === b.layout && a.length === b.length ? [] : [{ startRow: 0 }];
}
