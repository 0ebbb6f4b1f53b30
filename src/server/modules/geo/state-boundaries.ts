import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { type StateCode, stateNames } from '../../../shared/states/state-names';

const require = createRequire(import.meta.url);

interface StateShape {
  state: StateCode;
  /** [west, south, east, north], to skip most polygons cheaply. */
  box: [number, number, number, number];
  polygons: Position[][][];
}

const codeByName = new Map<string, StateCode>(
  Object.entries(stateNames).map(([code, name]) => [name, code as StateCode]),
);

let shapes: StateShape[] | undefined;

/** Census 2017 cartographic state boundaries (us-atlas states-10m), read once on first use. */
function loadShapes(): StateShape[] {
  if (shapes) return shapes;
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.states);
  shapes = collection.features.flatMap((stateFeature) => {
    // Territories (Puerto Rico, Guam, ...) are not among the 51.
    const state = codeByName.get(stateFeature.properties.name);
    const geometry = stateFeature.geometry as Polygon | MultiPolygon | null;
    if (!state || !geometry) return [];
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const box: [number, number, number, number] = [180, 90, -180, -90];
    for (const polygon of polygons) {
      for (const [lon = 0, lat = 0] of polygon[0] ?? []) {
        box[0] = Math.min(box[0], lon);
        box[1] = Math.min(box[1], lat);
        box[2] = Math.max(box[2], lon);
        box[3] = Math.max(box[3], lat);
      }
    }
    return [{ state, box, polygons }];
  });
  return shapes;
}

/** Even-odd ray casting over every ring, so holes count as outside. */
function isInPolygon(longitude: number, latitude: number, rings: Position[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (
        yi > latitude !== yj > latitude &&
        longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi
      ) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/** The state whose boundary contains the point, or undefined outside the 50 states and DC. */
export function stateAtPoint(latitude: number, longitude: number): StateCode | undefined {
  for (const shape of loadShapes()) {
    const [west, south, east, north] = shape.box;
    if (longitude < west || longitude > east || latitude < south || latitude > north) continue;
    if (shape.polygons.some((polygon) => isInPolygon(longitude, latitude, polygon))) {
      return shape.state;
    }
  }
  return undefined;
}
