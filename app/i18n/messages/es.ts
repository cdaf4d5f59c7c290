import type { Messages } from "./en";

/** Spanish (Costa Rica) copy. Typed so that a key missing here fails to compile. */
export const es: Messages = {
  // Navegación
  "nav.home": "Inicio",
  "nav.about": "Nosotros",
  "nav.projects": "Proyectos",
  "nav.informationNews": "Information & News",
  "nav.contact": "Contacto",
  "nav.primary": "Principal",
  "nav.openMenu": "Abrir menú",
  "nav.closeMenu": "Cerrar menú",
  "nav.skipToContent": "Saltar al contenido",
  "language.switchTo": "View in English",

  // Páginas: portada y metadatos
  "home.title": "Casas pensadas para la costa del Pacífico",
  "home.subtitle":
    "Diseño, permisos y construcción con un solo equipo, de Santa Teresa a San José.",
  "home.eyebrow": "Estudio de diseño y construcción · Santa Teresa, Costa Rica",
  "home.seeProjects": "Vea nuestros proyectos",
  "home.metaTitle": "Diseño y construcción de villas en Santa Teresa",
  "home.metaDescription":
    "Solera Design Build diseña y construye villas de lujo, remodelaciones y casas llave en mano en Santa Teresa, Costa Rica, con permisos y dirección de obra.",
  "about.title": "Lo que usted imagina, construido con precisión",
  "about.subtitle":
    "Arquitectos, ingenieros y constructores en un mismo equipo, trabajando en la península de Nicoya desde 2021.",
  "about.eyebrow": "Nosotros",
  "about.metaTitle": "Nosotros",
  "about.metaDescription":
    "Conozca al equipo de Solera, fundado en Santa Teresa en 2021 por arquitectos, ingenieros y constructores con más de 15 años de experiencia en Costa Rica.",
  "projects.title": "Nuestros proyectos",
  "projects.subtitle":
    "Una selección de las villas, los locales comerciales y las estructuras de acero que hemos diseñado y construido en la península de Nicoya y en el Valle Central.",
  "projects.eyebrow": "Portafolio",
  "projects.metaTitle": "Proyectos",
  "projects.metaDescription":
    "Vea las villas, edificios comerciales y estructuras de acero que Solera Design Build ha diseñado y construido en Santa Teresa, Montezuma y todo Costa Rica.",
  "news.title": "Información y noticias",
  "news.subtitle": "Análisis de construcción, noticias del sector y contenido educativo",
  "news.eyebrow": "Publicaciones",
  "news.metaTitle": "Información y noticias",
  "news.metaDescription":
    "Guías prácticas para construir en Costa Rica: permisos, SETENA, plazos de obra, corrosión costera, lotes en pendiente y época lluviosa, de nuestro equipo.",
  "contact.title": "Conversemos sobre su proyecto",
  "contact.subtitle":
    "Cuéntenos sobre su lote, sus plazos y su presupuesto. Respondemos cada mensaje en un día hábil.",
  "contact.eyebrow": "Contacto",
  "contact.metaTitle": "Contacto",
  "contact.metaDescription":
    "Llame, escriba o envíe un WhatsApp a Solera Design Build sobre su villa, remodelación o proyecto llave en mano en Santa Teresa o en cualquier parte del país.",
  "privacy.title": "Política de privacidad",
  "privacy.subtitle":
    "Cómo recopilamos, usamos y protegemos los datos personales que usted nos confía.",
  "privacy.eyebrow": "Legal",
  "privacy.lastUpdated": "Última actualización",
  "privacy.contents": "En esta página",
  "privacy.metaTitle": "Política de privacidad",
  "privacy.metaDescription":
    "Cómo trata Solera Design Build los datos personales según la Ley n.º 8968 de Costa Rica: qué recopilamos, para qué, cuánto tiempo y cómo ejercer sus derechos.",

  // Página de inicio
  "home.whyEyebrow": "Por qué elegirnos",
  "home.whyTitle": "Un solo equipo, del primer boceto a la entrega de llaves",
  "home.whyIntro":
    "Construir en la península de Nicoya exige conocer el terreno: el suelo, las lluvias, el salitre y la municipalidad. Eso es lo que aportamos a cada proyecto.",
  "home.statsLabel": "Solera en cifras",
  "home.servicesEyebrow": "Lo que hacemos",
  "home.servicesTitle": "Diseño, permisos y construcción con una sola empresa",
  "home.testimonialsEyebrow": "Clientes",
  "home.testimonialsTitle": "En palabras de nuestros clientes",
  "home.rating": "Calificación: {rating} de 5",
  "home.followTitle": "Siga nuestras obras mientras avanzan",
  "home.followBody":
    "Chorreas, techos que se levantan, entregas de llaves y algún atardecer desde el andamio: con el permiso de nuestros clientes, compartimos las obras mientras toman forma.",
  "home.followCta": "Síganos en Instagram",

  // Página Nosotros
  "about.introEyebrow": "Quiénes somos",
  "about.buildEyebrow": "Lo que construimos",
  "about.buildTitle": "Casas, espacios comerciales y la gestión que hay detrás",
  "about.reasonsEyebrow": "Por qué elegirnos",
  "about.reasonsTitle": "Seis razones por las que nuestros clientes construyen con nosotros",
  "about.ctaTitle": "¿Tiene un lote, o la idea de uno?",
  "about.ctaBody":
    "Cuéntenos qué quiere construir y dónde. Le diremos lo que implica: los permisos, un plazo realista y un primer rango de presupuesto.",

  // Pie de página
  "footer.tagline":
    "Diseño y construcción en Santa Teresa desde 2021: villas de lujo, remodelaciones y proyectos llave en mano, con permisos y dirección de obra a cargo de nuestro propio equipo.",
  "footer.badges": "Credenciales",
  "footer.badge.licensed": "Inscritos en el CFIA y asegurados",
  "footer.badge.experience": "Más de 15 años de experiencia",
  "footer.badge.satisfaction": "98% de clientes satisfechos",
  "credentials.cfia": "Empresa inscrita en el CFIA n.º {number}",
  "credentials.ins": "Póliza del INS n.º {number}",
  "footer.contact": "Contacto",
  "footer.phone": "Teléfono",
  "footer.email": "Correo",
  "footer.location": "Santa Teresa, con servicio en todo Costa Rica",
  "footer.quickLinks": "Enlaces rápidos",
  "footer.services": "Servicios",
  "footer.service.villas": "Villas de lujo",
  "footer.service.renovations": "Remodelaciones",
  "footer.service.permits": "Permisos y gestión de proyectos",
  "footer.service.turnkey": "Soluciones llave en mano",
  "footer.service.structures": "Estructuras de acero y concreto",
  "footer.followUs": "Síganos",
  "footer.privacy": "Política de privacidad",
  "footer.copyright": "© {year} {company}. Todos los derechos reservados.",
  "footer.backToTop": "Volver arriba",
  "reviews.title": "Reseñas en Google",
  "reviews.read": "Lea nuestras reseñas",
  "reviews.write": "Déjenos una reseña",
  "common.opensInNewTab": "(se abre en una pestaña nueva)",

  // Página de contacto, diálogo y botón de chat
  "contact.cards": "Formas de contactarnos",
  "contact.phoneTitle": "Llámenos",
  "contact.phoneNote": "De lunes a sábado, hora de Costa Rica",
  "contact.emailTitle": "Escríbanos",
  "contact.emailNote": "Respondemos en un día hábil",
  "contact.locationTitle": "Visítenos",
  "contact.locationContent": "Santa Teresa, Costa Rica",
  "contact.directions": "Cómo llegar con Google Maps",
  "contact.waze": "Cómo llegar con Waze",
  "contact.panelEyebrow": "Contáctenos",
  "contact.send": "Enviar un correo",
  "contact.chat": "Escribir por WhatsApp",
  "contact.hours": "Lunes a viernes {weekdays} · Sábado {saturday} (hora de Costa Rica, UTC−6)",
  "contact.hoursWeekdays": "Lunes a viernes",
  "contact.hoursSaturday": "Sábado",
  "contact.hoursSunday": "Domingo",
  "contact.closed": "Cerrado",
  "contactDialog.title": "¿Cómo prefiere conversar?",
  "contactDialog.description":
    "Cuéntenos dónde está su lote y qué quiere construir. Le responde un arquitecto o un director de proyecto, no un centro de llamadas.",
  "cta.quote": "Solicite una cotización",
  "chat.region": "Chat",
  "chat.label": "Escríbanos",
  "chat.message":
    "¡Hola, Solera Design Build! Me interesa construir o remodelar en Costa Rica y quisiera saber más sobre sus servicios.",
  "common.close": "Cerrar",

  // Información y noticias: lista, lector, preguntas frecuentes y canal RSS
  "news.listTitle": "Publicaciones recientes",
  "news.filterLabel": "Filtrar por categoría",
  "news.allCategories": "Todas las categorías",
  "news.category.development": "Desarrollo",
  "news.category.technology": "Tecnología",
  "news.category.sustainability": "Sostenibilidad",
  "news.category.safety": "Seguridad",
  "news.category.regulations": "Normativa",
  "news.category.process": "Proceso",
  "news.category.education": "Educación",
  "news.category.business": "Negocios",
  "news.count.one": "{count} publicación",
  "news.count.other": "{count} publicaciones",
  "news.type.article": "Artículo",
  "news.type.video": "Video",
  "news.readTime": "{minutes} min de lectura",
  "news.duration": "Duración: {minutes} minutos y {seconds} segundos",
  "news.watchVideo": "vea el video en nuestro canal de YouTube",
  "news.previous": "Artículo anterior",
  "news.next": "Artículo siguiente",
  "news.ctaTitle": "¿Está planeando construir en la costa?",
  "news.faqTitle": "Preguntas frecuentes",
  // Página de proyectos: filtros, tarjetas, diálogo de detalle, galería y visor
  "projects.filterLabel": "Filtrar proyectos por categoría",
  "projects.filter.all": "Todos los proyectos",
  "projects.filter.residential": "Residencial",
  "projects.filter.commercial": "Comercial",
  "projects.filter.industrial": "Industrial",
  "projects.count.one": "{count} proyecto",
  "projects.count.other": "{count} proyectos",
  "projects.listTitle": "Obras seleccionadas",
  "projects.emptyTitle": "No se encontraron proyectos",
  "projects.emptyHint": "Pruebe con otro filtro para ver más proyectos.",
  "projects.year": "Inicio de obra",
  "projects.status.in-progress": "En construcción",
  "projects.status.completed": "Terminado",
  "projects.timeline": "Duración",
  "projects.viewGallery": "Ver galería de fotos",
  "projects.galleryTitle": "Galería del proyecto",
  "projects.previous": "Imagen anterior",
  "projects.next": "Imagen siguiente",
  "projects.detailTitle.residential": "{title}, proyecto residencial",
  "projects.detailTitle.commercial": "{title}, proyecto comercial",
  "projects.detailTitle.industrial": "{title}, proyecto industrial",

  // Página no encontrada
  "notFound.code": "404",
  "notFound.title": "¡Uy! Página no encontrada",
  "notFound.body": "La página que busca no existe o cambió de dirección.",
  "notFound.home": "Volver al inicio",
  "notFound.metaTitle": "Página no encontrada",
  "notFound.metaDescription": "La página que busca no existe o cambió de dirección.",

  // Error inesperado
  "error.title": "¡Error inesperado en la aplicación!",
  "error.body":
    "Algo salió mal de nuestro lado. Recargue la página o inténtelo de nuevo más tarde.",
  "error.home": "Volver al inicio",
  "error.reload": "Recargar la página",
};
