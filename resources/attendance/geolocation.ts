/**
 * Where the user is, for clocking in and for a new attendance location (spec part 2 §7, §8): the
 * browser's geolocation, then an elevation. The elevation is the browser's altitude when it reports
 * one, else the provider set by VITE_ELEVATION_URL at build time (off by default; README
 * "Attendance"), else null, and the server then skips its elevation rule. Each failure carries the
 * spec's toast text.
 *
 * @example
 *   try { const at = await locate(); } catch (e) { notify((e as Error).message, { type: 'error' }); }
 */
import type { Position } from './api.ts';

export const NOT_SUPPORTED = 'Geolocation is not supported by this browser.';
export const DENIED = 'Failed to get your location.';
export const UNAVAILABLE = 'Error retrieving location';
export const ELEVATION_FAILED = 'Failed to retrieve elevation.';
export const FETCHED = 'Location fetched successfully';

/** Catalogue keys of the failures (charter.attendance.*), beside the English toast texts. */
const KEYS: Record<string, string> = {
  [NOT_SUPPORTED]: 'charter.attendance.location_not_supported',
  [DENIED]: 'charter.attendance.location_denied',
  [UNAVAILABLE]: 'charter.attendance.location_unavailable',
  [ELEVATION_FAILED]: 'charter.attendance.elevation_failed',
};

/** A failure whose message is the toast to show, in English; `key` is its catalogue key. */
export class LocationError extends Error {
  get key(): string {
    return KEYS[this.message] ?? KEYS[UNAVAILABLE];
  }
}

/** The catalogue key of the toast for any failure of `locate()`. */
export const locationErrorKey = (error: unknown) =>
  error instanceof LocationError ? error.key : KEYS[UNAVAILABLE];

const TIMEOUT_MS = 15_000;

/** The configured provider URL with `{latitude}` and `{longitude}` placeholders, or ''. */
export const elevationUrl = (): string => String(import.meta.env.VITE_ELEVATION_URL ?? '').trim();

function currentPosition(): Promise<GeolocationPosition> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.reject(new LocationError(NOT_SUPPORTED));
  return new Promise((resolve, reject) =>
    geo.getCurrentPosition(
      resolve,
      (error) =>
        reject(new LocationError(error.code === error.PERMISSION_DENIED ? DENIED : UNAVAILABLE)),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 0 },
    ),
  );
}

/** The provider's answer, read as the spec's `results[0].elevation`. */
export async function lookUpElevation(url: string, latitude: number, longitude: number) {
  const target = url
    .replace('{latitude}', encodeURIComponent(String(latitude)))
    .replace('{longitude}', encodeURIComponent(String(longitude)));
  try {
    const res = await fetch(target, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { results?: { elevation?: unknown }[] };
    const elevation = Number(body.results?.[0]?.elevation);
    if (body.results?.[0]?.elevation == null || !Number.isFinite(elevation)) throw new Error();
    return elevation;
  } catch {
    throw new LocationError(ELEVATION_FAILED);
  }
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** The user's position; rejects with a LocationError whose message is the toast. */
export async function locate(): Promise<Position> {
  const { coords } = await currentPosition();
  const latitude = round(coords.latitude, 6);
  const longitude = round(coords.longitude, 6);
  let elevation: number | null = null;
  if (coords.altitude != null && Number.isFinite(coords.altitude)) {
    elevation = round(coords.altitude, 1);
  } else if (elevationUrl()) {
    elevation = round(await lookUpElevation(elevationUrl(), latitude, longitude), 1);
  }
  return { latitude, longitude, elevation };
}
