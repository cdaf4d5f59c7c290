import type { Article } from "../types";

export const article: Article = {
  id: 1,
  slug: "build-timeline",
  type: "article",
  category: "process",
  date: "2024-12-20",
  image: "news/build-timeline",
  title: {
    en: "How long does it take to build a villa in Costa Rica?",
    es: "¿Cuánto tiempo toma construir una villa en Costa Rica?",
  },
  excerpt: {
    en: "From the first sketch to the keys, a villa near Santa Teresa takes longer than the build itself. Here is where the months go, phase by phase, and what keeps a schedule on track.",
    es: "Del primer boceto a la entrega de llaves, una villa cerca de Santa Teresa toma más que la obra en sí. Le contamos en qué se van los meses, fase por fase, y cómo evitar atrasos.",
  },
  body: {
    en: `When someone asks us how long it takes to build a villa near Santa Teresa, the honest answer has two parts. The construction itself, for a typical villa, takes 12 to 18 months. The whole project, from the first conversation about the lot to the day you receive the keys, takes longer, because design and permits come first and cannot be skipped. Counting everything, most projects land somewhere between a year and a half and two and a half years.

That range is not vague on purpose. Where a project falls within it depends on the size and complexity of the house, the lot, the season in which work starts and, more than most owners expect, on how quickly decisions get made. Below we walk through each phase, what tends to slow it down on the Nicoya Peninsula, and what you can do to keep the calendar under control.

**The four phases at a glance**

- Design: 2 to 4 months, from the first site visit to a complete set of construction plans.
- Permits: 2 to 6 months, from the first municipal certificates to an approved construction permit.
- Construction: 12 to 18 months for a typical villa, from clearing the lot to the last coat of paint.
- Handover: usually a few weeks of testing, final adjustments and paperwork.

**Design: 2 to 4 months**

*Starting with the lot*

Good design starts on site, not on a screen. Before the first sketch we need a topographic survey and, on most lots, a soil study. Around Santa Teresa, many of the best lots sit on slopes, and the shape of the ground decides a great deal: where the house can sit, how much earth has to move, what kind of foundation it needs and how a concrete truck will reach it. Sun, prevailing wind, views and neighbours come into it too.

*From concept to construction drawings*

Once the concept is agreed, the architectural plans are developed together with the structural, electrical and plumbing engineering. Costa Rica has a demanding seismic code, and the Nicoya Peninsula is one of the most seismically active parts of the country, so the structural design is not a formality. This is also the moment to settle finishes, window types, the pool and the main equipment. A decision made on paper costs an hour; the same decision made after the slab is poured can cost weeks.

**Permits: 2 to 6 months**

Permits run through several institutions in sequence: the land-use certificate (uso de suelo) from the municipality (Cóbano), a water availability letter from the local ASADA or from AyA, an environmental viability from SETENA where the project requires one, registration of the plans with the CFIA, and finally the municipal construction permit, with a fee of about 1% of the declared construction value.

The spread between two and six months comes mostly from water availability, whether SETENA is involved, how complete the paperwork is on the first submission and the municipality’s workload at the time. Some steps, such as the land-use certificate and the water letter, can start while the design is still being finished. We recommend doing exactly that, because they tell you early whether the project as imagined is viable.

**Construction: 12 to 18 months**

The phases below overlap, and their length varies with the project, but they give a fair picture of how a typical villa comes together.

*Site work and foundations*

Clearing, access, earthworks and foundations usually take one to three months. On a hillside lot with retaining walls or piles, this phase is longer and far more sensitive to rain.

*Structure*

Columns, beams, slabs and the roof structure follow, typically over three to five months. Each concrete pour depends on formwork, steel, inspection and weather lining up on the same day.

*Closing in and installations*

Walls, roofing, windows, plumbing and electrical work, plaster and the ceilings come next. Once the house is closed against the weather, work becomes much more predictable.

*Finishes, pool and landscaping*

Floors, cabinetry, bathrooms, paint, the pool, decks and gardens often take three to five months. This is where small delays in imported items or late choices tend to pile up.

**Handover**

The last few weeks are for testing every system under real conditions: pumps, water treatment, the septic system, air conditioning, solar panels if there are any, lighting and automation. We walk through the house with the owner, list anything that needs adjusting, and close each item. The owner should also receive the as-built plans, equipment manuals and warranties, and the final municipal and utility steps have to be completed. If you are furnishing the house or planning to rent it, schedule deliveries and bookings after handover, not on the expected date.

**What makes a build slip**

*The rainy season*

The rainy season runs roughly from May to November, with the heaviest rain usually in September and October. Rain rarely stops a project, but it slows it: earthworks turn to mud, concrete pours get rescheduled, and unpaved access roads can become impassable for heavy trucks. The practical answer is to plan around it. Ideally, earthworks and foundations happen in the dry season, from December to April, so that the structure and roof are up before the heaviest months, when interior work can continue under cover.

*Materials arriving on the peninsula*

Almost everything that goes into a villa has to reach the peninsula either on the ferry from Puntarenas to Paquera or by the long road around through Guanacaste. Local hardware stores in Cóbano and Santa Teresa stock the basics, but specialised materials come from the Central Valley, and imported windows, fixtures and appliances go through customs at the port first. A ferry that is full in high season, a damaged road after a storm or a container held at customs can each cost days or weeks if the item was ordered at the last minute.

*Late design changes*

Changes are the most common cause of delay we see, and the most avoidable. Moving a wall, enlarging a window or adding a room after work has started rarely affects only that element. It can mean revised plans, sometimes an amendment to the permit, new materials to order and work that has to be undone.

*Holidays and high season*

Many suppliers and much of the construction sector slow down or close between Christmas and early January, and Easter week (Semana Santa) has a similar effect. It is worth building those weeks into the schedule from the start.

**How to keep the project on time**

- Finish the design, including finishes and equipment, before the plans go in for permits.
- Start the land-use certificate and water letter while the design is still being developed.
- Plan the start of construction so that earthworks fall in the dry season.
- Order long-lead items, such as windows, doors and imported fixtures, as soon as the design is fixed, and store them somewhere dry and secure.
- Keep a dated list of pending decisions and answer within the agreed time.
- Agree on one point of contact and a regular report with photos, which matters even more if you live abroad.
- Keep a time contingency as well as a budget contingency: a few weeks of margin are realistic, not pessimistic.

**Before you start**

When you talk to a builder, ask for a written schedule broken down by phase, how they plan around the rainy season, who manages the permits and how changes are priced and scheduled. Bring your survey, the lot’s documents and a clear list of what the house must include. With that, Solera’s team can give you a realistic timeline for your particular lot, and explain which parts of it depend on you.`,
    es: `Cuando alguien nos pregunta cuánto se tarda en construir una villa cerca de Santa Teresa, la respuesta honesta tiene dos partes. La obra en sí, para una villa típica, toma de 12 a 18 meses. El proyecto completo, desde la primera conversación sobre el lote hasta el día en que usted recibe las llaves, toma más, porque primero vienen el diseño y los permisos, y ninguno de los dos se puede saltar. Sumando todo, la mayoría de los proyectos quedan entre año y medio y dos años y medio.

Ese rango no es vago a propósito. Dónde cae cada proyecto depende del tamaño y la complejidad de la casa, del lote, de la época del año en que arranca la obra y, más de lo que muchos propietarios imaginan, de la rapidez con que se toman las decisiones. A continuación repasamos cada fase, lo que suele atrasarla en la península de Nicoya y lo que usted puede hacer para mantener el calendario bajo control.

**Las cuatro fases en resumen**

- Diseño: de 2 a 4 meses, desde la primera visita al lote hasta el juego completo de planos constructivos.
- Permisos: de 2 a 6 meses, desde los primeros certificados municipales hasta el permiso de construcción aprobado.
- Construcción: de 12 a 18 meses para una villa típica, desde la limpieza del lote hasta la última mano de pintura.
- Entrega: por lo general unas cuantas semanas de pruebas, ajustes finales y papeleo.

**Diseño: de 2 a 4 meses**

*Todo empieza en el lote*

Un buen diseño arranca en el sitio, no en la pantalla. Antes del primer boceto hace falta un levantamiento topográfico y, en la mayoría de los lotes, un estudio de suelos. Alrededor de Santa Teresa, muchos de los mejores lotes están en pendiente, y la forma del terreno define mucho: dónde puede ir la casa, cuánta tierra hay que mover, qué tipo de cimentación necesita y cómo va a llegar la chompipa con el concreto. También cuentan el sol, el viento predominante, las vistas y los vecinos.

*Del concepto a los planos constructivos*

Una vez aprobado el concepto, se desarrollan los planos arquitectónicos junto con la ingeniería estructural, eléctrica y mecánica. Costa Rica tiene un código sísmico exigente y la península de Nicoya es una de las zonas con más actividad sísmica del país, así que el diseño estructural no es un trámite. Este es también el momento de definir acabados, tipo de ventanería, la piscina y los equipos principales. Una decisión tomada en papel cuesta una hora; la misma decisión después de chorrear la losa puede costar semanas.

**Permisos: de 2 a 6 meses**

Los permisos pasan por varias instituciones, una tras otra: el certificado de uso de suelo de la municipalidad (Cóbano), la carta de disponibilidad de agua de la ASADA de la zona o del AyA, la viabilidad ambiental de SETENA cuando el proyecto la requiere, el registro de los planos ante el CFIA y, por último, el permiso de construcción municipal, cuyo pago ronda el 1% del valor de obra declarado.

La diferencia entre dos y seis meses depende sobre todo de la disponibilidad de agua, de si interviene SETENA, de qué tan completos vayan los documentos desde la primera presentación y de la carga de trabajo de la municipalidad en ese momento. Algunos pasos, como el uso de suelo y la carta de agua, pueden arrancar mientras el diseño todavía se termina. Le recomendamos hacerlo así, porque le dicen desde temprano si el proyecto que tiene en mente es viable.

**Construcción: de 12 a 18 meses**

Las etapas se traslapan y su duración cambia según el proyecto, pero dan una idea bastante fiel de cómo avanza una villa típica.

*Movimiento de tierras y cimientos*

Limpieza, acceso, movimiento de tierras y cimentaciones suelen tomar de uno a tres meses. En un lote de ladera con muros de retención o pilotes, esta etapa se alarga y depende mucho más de la lluvia.

*Estructura*

Luego vienen columnas, vigas, losas y la estructura de techo, normalmente en un plazo de tres a cinco meses. Cada chorrea necesita que la formaleta, la varilla, la revisión y el clima coincidan el mismo día.

*Cerramientos e instalaciones*

Después se levantan paredes, se coloca la cubierta y la ventanería, se hacen las instalaciones eléctricas y de fontanería, el repello y el cielo raso. Una vez que la casa está cerrada y protegida del clima, el trabajo se vuelve mucho más predecible.

*Acabados, piscina y jardines*

Pisos, muebles de cocina, baños, pintura, la piscina, terrazas y zonas verdes suelen tomar de tres a cinco meses. Aquí es donde se acumulan los pequeños atrasos de artículos importados o de decisiones tardías.

**Entrega**

Las últimas semanas sirven para probar cada sistema en condiciones reales: bombas, tratamiento de agua, tanque séptico, aire acondicionado, paneles solares si los hay, iluminación y automatización. Recorremos la casa con el propietario, anotamos lo que haya que ajustar y cerramos cada punto. Usted también debe recibir los planos finales de lo construido, los manuales de los equipos y las garantías, y quedan por cerrar los últimos trámites con la municipalidad y las empresas de servicios. Si va a amueblar la casa o alquilarla, programe entregas y reservas después de recibirla, no para la fecha estimada.

**Qué atrasa una obra**

*La temporada lluviosa*

El invierno va más o menos de mayo a noviembre, y lo más fuerte suele caer en setiembre y octubre. La lluvia rara vez detiene una obra, pero sí la hace más lenta: el movimiento de tierras se convierte en barrial, las chorreas se reprograman y los caminos de lastre pueden quedar intransitables para camiones pesados. La solución práctica es planificar en función del clima. Lo ideal es hacer el movimiento de tierras y los cimientos en verano, de diciembre a abril, para tener la estructura y el techo listos antes de los meses más lluviosos, cuando el trabajo interior puede seguir bajo techo.

*Materiales que tienen que llegar a la península*

Casi todo lo que lleva una villa tiene que llegar a la península en el ferry de Puntarenas a Paquera o por la vuelta larga por Guanacaste. Los depósitos de materiales de Cóbano y Santa Teresa tienen lo básico, pero los materiales especializados vienen del Valle Central, y la ventanería, la grifería y los electrodomésticos importados pasan antes por aduanas en el puerto. Un ferry lleno en temporada alta, un camino dañado después de un temporal o un contenedor retenido en aduanas pueden costar días o semanas si el pedido se hizo a última hora.

*Cambios de diseño tardíos*

Los cambios son la causa de atraso más común que vemos, y la más evitable. Mover una pared, agrandar una ventana o agregar un cuarto con la obra ya en marcha casi nunca afecta solo a ese elemento. Puede implicar planos corregidos, a veces una modificación del permiso, materiales nuevos que pedir y trabajo que hay que deshacer.

*Feriados y temporada alta*

Muchos proveedores y buena parte del sector construcción bajan el ritmo o cierran entre Navidad y los primeros días de enero, y Semana Santa tiene un efecto parecido. Conviene incluir esas semanas en el cronograma desde el principio.

**Cómo mantener la obra a tiempo**

- Termine el diseño, con acabados y equipos incluidos, antes de presentar los planos a permisos.
- Tramite el uso de suelo y la carta de agua mientras el diseño se sigue desarrollando.
- Programe el inicio de obra para que el movimiento de tierras caiga en verano.
- Pida con tiempo los artículos de entrega larga, como ventanería, puertas y grifería importada, en cuanto el diseño esté definido, y guárdelos en un lugar seco y seguro.
- Lleve una lista de decisiones pendientes con fecha y responda dentro del plazo acordado.
- Defina una sola persona de contacto y un informe periódico con fotos, algo aún más importante si usted vive fuera del país.
- Reserve un margen de tiempo además del margen de presupuesto: unas cuantas semanas de holgura son realistas, no pesimistas.

**Antes de empezar**

Cuando hable con un constructor, pídale un cronograma por escrito dividido por fases, pregúntele cómo planifica la temporada lluviosa, quién se encarga de los permisos y cómo se cotizan y programan los cambios. Lleve el levantamiento topográfico, los documentos del lote y una lista clara de lo que la casa debe incluir. Con eso, el equipo de Solera puede darle un plazo realista para su lote en particular y explicarle qué partes dependen de usted.`,
  },
};
