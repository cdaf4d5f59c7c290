/**
 * English copy. This dictionary defines the message keys; the Spanish one
 * must provide every key it has.
 */
export const en = {
  // Navigation
  "nav.home": "Home",
  "nav.about": "About",
  "nav.projects": "Projects",
  "nav.informationNews": "Information & News",
  "nav.contact": "Contact",
  "nav.primary": "Main",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.skipToContent": "Skip to content",
  "language.switchTo": "Ver en español",

  // Pages: hero and metadata
  "home.title": "Homes built for the Pacific coast",
  "home.subtitle": "Design, permits and construction with one team, from Santa Teresa to San José.",
  "home.eyebrow": "Design-build studio · Santa Teresa, Costa Rica",
  "home.seeProjects": "See our projects",
  "home.metaTitle": "Design-build villas in Santa Teresa, Costa Rica",
  "home.metaDescription":
    "Solera Design Build designs and builds luxury villas, renovations and turnkey homes in Santa Teresa, Costa Rica, with permits and project management in-house.",
  "about.title": "Build Dreams with Precision",
  "about.subtitle":
    "Architects, engineers and builders on one team, working on the Nicoya Peninsula since 2021.",
  "about.eyebrow": "About us",
  "about.metaTitle": "About us",
  "about.metaDescription":
    "Meet Solera’s design-build team, founded in Santa Teresa in 2021 by architects, engineers and builders with more than 15 years of experience in Costa Rica.",
  "projects.title": "Our projects",
  "projects.subtitle":
    "A selection of the villas, commercial spaces and steel structures we have designed and built, on the Nicoya Peninsula and in the Central Valley.",
  "projects.eyebrow": "Portfolio",
  "projects.metaTitle": "Projects",
  "projects.metaDescription":
    "Browse villas, commercial buildings and steel-frame structures designed and built by Solera Design Build in Santa Teresa, Montezuma and across Costa Rica.",
  "news.title": "Information & News",
  "news.subtitle": "Construction insights, industry news, and educational content",
  "news.eyebrow": "Journal",
  "news.metaTitle": "Information & News",
  "news.metaDescription":
    "Practical guides on building in Costa Rica: permits, SETENA, build times, coastal corrosion, hillside lots and the rainy season, from our Santa Teresa team.",
  "contact.title": "Let’s talk about your project",
  "contact.subtitle":
    "Tell us about your lot, your timeline and your budget. We reply to every message within one business day.",
  "contact.eyebrow": "Contact",
  "contact.metaTitle": "Contact",
  "contact.metaDescription":
    "Call, write or message Solera Design Build on WhatsApp to discuss your villa, renovation or turnkey project in Santa Teresa or anywhere in Costa Rica.",
  "privacy.title": "Privacy policy",
  "privacy.subtitle": "How we collect, use and protect the personal information you share with us.",
  "privacy.eyebrow": "Legal",
  "privacy.lastUpdated": "Last updated",
  "privacy.contents": "On this page",
  "privacy.metaTitle": "Privacy policy",
  "privacy.metaDescription":
    "How Solera Design Build handles personal data under Costa Rica’s Law No. 8968: what we collect, why, how long we keep it and how to exercise your rights.",

  // Home page
  "home.whyEyebrow": "Why choose us",
  "home.whyTitle": "One team from the first sketch to the keys",
  "home.whyIntro":
    "Building on the Nicoya Peninsula rewards local knowledge: of the soil, the rain, the salt air and the municipality. That is what we bring to every project.",
  "home.statsLabel": "Solera in figures",
  "home.servicesEyebrow": "What we do",
  "home.servicesTitle": "Design, permits and construction from one company",
  "home.testimonialsEyebrow": "Clients",
  "home.testimonialsTitle": "In our clients’ words",
  "home.rating": "Rated {rating} out of 5",
  "home.followTitle": "Follow the work as it happens",
  "home.followBody":
    "Pours, roof raisings, handovers and the odd sunset from a scaffold: with our clients’ permission, we share the work as it takes shape.",
  "home.followCta": "Follow us on Instagram",

  // About page
  "about.introEyebrow": "Who we are",
  "about.buildEyebrow": "What we build",
  "about.buildTitle": "Homes, commercial spaces and the management behind them",
  "about.reasonsEyebrow": "Why choose us",
  "about.reasonsTitle": "Six reasons clients build with us",
  "about.ctaTitle": "Have a lot, or an idea for one?",
  "about.ctaBody":
    "Tell us what you want to build and where. We will tell you what it takes: the permits, a realistic timeline and a first budget range.",

  // Footer
  "footer.tagline":
    "Design-build construction in Santa Teresa since 2021: luxury villas, renovations and turnkey projects, with permits and project management handled by our own team.",
  "footer.badges": "Credentials",
  "footer.badge.licensed": "Licensed & Insured",
  "footer.badge.experience": "15+ Years Experience",
  "footer.badge.satisfaction": "98% Client Satisfaction",
  "credentials.cfia": "CFIA registered firm no. {number}",
  "credentials.ins": "INS policy no. {number}",
  "footer.contact": "Contact",
  "footer.phone": "Phone",
  "footer.email": "Email",
  "footer.location": "Santa Teresa, serving all of Costa Rica",
  "footer.quickLinks": "Quick links",
  "footer.services": "Services",
  "footer.service.villas": "Luxury villas",
  "footer.service.renovations": "Renovations",
  "footer.service.permits": "Permits and project management",
  "footer.service.turnkey": "Turnkey solutions",
  "footer.service.structures": "Steel & concrete structures",
  "footer.followUs": "Follow us",
  "footer.privacy": "Privacy policy",
  "footer.copyright": "© {year} {company}. All rights reserved.",
  "footer.backToTop": "Back to top",
  "reviews.title": "Reviews on Google",
  "reviews.read": "Read our reviews",
  "reviews.write": "Leave a review",
  "common.opensInNewTab": "(opens in a new tab)",

  // Contact page, dialog and chat button
  "contact.cards": "Ways to reach us",
  "contact.phoneTitle": "Call us",
  "contact.phoneNote": "Monday to Saturday, Costa Rica time",
  "contact.emailTitle": "Write to us",
  "contact.emailNote": "We reply within one business day",
  "contact.locationTitle": "Visit us",
  "contact.locationContent": "Santa Teresa, Costa Rica",
  "contact.directions": "Directions in Google Maps",
  "contact.waze": "Directions in Waze",
  "contact.panelEyebrow": "Get in touch",
  "contact.send": "Send an email",
  "contact.chat": "Chat on WhatsApp",
  "contact.hours": "Monday to Friday {weekdays} · Saturday {saturday} (Costa Rica time, UTC−6)",
  "contact.hoursWeekdays": "Monday to Friday",
  "contact.hoursSaturday": "Saturday",
  "contact.hoursSunday": "Sunday",
  "contact.closed": "Closed",
  "contactDialog.title": "How would you like to talk?",
  "contactDialog.description":
    "Tell us where your lot is and what you want to build. An architect or project manager will answer, not a call center.",
  "cta.quote": "Get a quote",
  "chat.region": "Chat",
  "chat.label": "Chat with us",
  "chat.message":
    "Hello Solera Design Build! I’m interested in building or renovating in Costa Rica and would like to learn more about your services.",
  "common.close": "Close",

  // Information & News: list, reader, FAQ and feed
  "news.listTitle": "Latest stories",
  "news.filterLabel": "Filter by category",
  "news.allCategories": "All Categories",
  "news.category.development": "Development",
  "news.category.technology": "Technology",
  "news.category.sustainability": "Sustainability",
  "news.category.safety": "Safety",
  "news.category.regulations": "Regulations",
  "news.category.process": "Process",
  "news.category.education": "Education",
  "news.category.business": "Business",
  "news.count.one": "{count} story",
  "news.count.other": "{count} stories",
  "news.type.article": "Article",
  "news.type.video": "Video",
  "news.readTime": "{minutes} min read",
  "news.duration": "Duration: {minutes} minutes and {seconds} seconds",
  "news.watchVideo": "watch the video on our YouTube channel",
  "news.previous": "Previous article",
  "news.next": "Next article",
  "news.ctaTitle": "Planning a build on the coast?",
  "news.faqTitle": "Frequently asked questions",
  // Projects page: filters, cards, detail dialog, gallery and viewer. What a
  // picture is, a photo or a drawing, is said by lib/drawings.ts.
  "projects.filterLabel": "Filter projects by category",
  "projects.filter.all": "All Projects",
  "projects.filter.residential": "Residential",
  "projects.filter.commercial": "Commercial",
  "projects.filter.industrial": "Industrial",
  "projects.count.one": "{count} project",
  "projects.count.other": "{count} projects",
  "projects.listTitle": "Selected work",
  "projects.emptyTitle": "No projects found",
  "projects.emptyHint": "Try adjusting your filter to see more projects.",
  "projects.year": "Construction started",
  "projects.status.in-progress": "In Progress",
  "projects.status.completed": "Completed",
  "projects.timeline": "Timeline",
  "projects.viewGallery": "View Photo Gallery",
  "projects.galleryTitle": "Project Gallery",
  "projects.previous": "Previous picture",
  "projects.next": "Next picture",
  "projects.detailTitle.residential": "{title}, residential project",
  "projects.detailTitle.commercial": "{title}, commercial project",
  "projects.detailTitle.industrial": "{title}, industrial project",

  // Not found
  "notFound.code": "404",
  "notFound.title": "Oops! Page not found",
  "notFound.body": "The page you are looking for doesn’t exist or has moved.",
  "notFound.home": "Return to Home",
  "notFound.metaTitle": "Page not found",
  "notFound.metaDescription": "The page you are looking for doesn’t exist or has moved.",

  // Error fallback
  "error.title": "Unexpected Application Error!",
  "error.body": "Something went wrong on our side. Please reload the page or try again later.",
  "error.home": "Return to Home",
  "error.reload": "Reload page",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
