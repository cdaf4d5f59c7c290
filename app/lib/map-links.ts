import { site } from "~/site";

/*
 * Links to maps of the office, built from the company constants. Only the
 * contact page uses them, so they live apart from contact-links, which every
 * page's shell imports.
 */

/** A plain link to a map of Santa Teresa: no embed, no third-party cookies on our pages. */
export function mapsHref(): string {
  return site.maps;
}

/** Directions in Google Maps to the company's coordinates (Maps URLs, developers.google.com/maps/documentation/urls). */
export function directionsHref(): string {
  const { latitude, longitude } = site.geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;
}

/**
 * Directions in Waze, which many drivers in Costa Rica use rather than Google
 * Maps, to the company's coordinates: the app on a phone that has it, Waze's
 * web map elsewhere (developers.google.com/waze/deeplinks).
 */
export function wazeHref(): string {
  const { latitude, longitude } = site.geo;
  return `https://waze.com/ul?ll=${latitude}%2C${longitude}&navigate=yes`;
}

/** A map centred on a place's coordinates: a project's town or beach. */
export function placeMapHref({
  latitude,
  longitude,
}: {
  latitude: number;
  longitude: number;
}): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}
