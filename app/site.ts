/**
 * Company constants. This is the only file that spells the company's phone
 * number, e-mail address, place and social profiles; everything else imports
 * them from here.
 */
export const site = {
  name: "Solera Design Build",
  shortName: "Solera",
  /** Where the site is deployed; a build may set SITE_ORIGIN to publish elsewhere. */
  origin: "https://soleradesignbuild.com",
  foundedYear: 2021,
  copyrightYear: 2025,
  phone: {
    /** How the number is written on the page. */
    display: "+506 8700-0000",
    /** The number in E.164 form, for tel: links and structured data. */
    e164: "+50687000000",
    countryCode: "506",
  },
  email: "info@soleradesignbuild.com",
  address: {
    locality: "Santa Teresa",
    region: "Puntarenas",
    country: "Costa Rica",
    countryCode: "CR",
  },
  /** Office hours, Costa Rica time (UTC−6, no daylight saving). */
  hours: {
    weekdays: { opens: "07:00", closes: "17:00" },
    saturday: { opens: "08:00", closes: "12:00" },
  },
  geo: { latitude: 9.6459, longitude: -85.1687 },
  areaServed: ["Santa Teresa", "Montezuma", "Pacific coast", "San José"],
  social: {
    instagram: "https://www.instagram.com/soleradesignbuild",
    facebook: "https://www.facebook.com/soleradesignbuild",
    linkedin: "https://www.linkedin.com/company/soleradesignbuild",
    youtube: "https://www.youtube.com/@soleradesignbuild",
  },
  maps: "https://www.google.com/maps/search/?api=1&query=Santa+Teresa%2C+Puntarenas%2C+Costa+Rica",
} as const;

export type SocialNetwork = keyof typeof site.social;
