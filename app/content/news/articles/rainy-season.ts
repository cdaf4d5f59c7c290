import type { Article } from "../types";

export const article: Article = {
  id: 7,
  slug: "rainy-season",
  type: "article",
  category: "development",
  date: "2024-12-14",
  image: "news/rainy-season",
  title: {
    en: "Building through the rainy season on the Nicoya Peninsula",
    es: "Construir en temporada lluviosa en la península de Nicoya",
  },
  excerpt: {
    en: "Rain from May to November shapes every build on the Nicoya Peninsula. How to plan earthworks, roofs, concrete pours, drainage and deliveries around the seasons.",
    es: "La lluvia de mayo a noviembre marca cada obra en la península de Nicoya. Cómo planear el movimiento de tierra, el techo, las chorreas, el drenaje y las entregas según la estación.",
  },
  body: {
    en: `Visitors who come to Santa Teresa in February see dusty roads, dry hillsides and blue sky for weeks on end. Come back in October and the same roads are running with mud, the creeks are full and it can rain for hours without a break. Both are normal, and anyone building a house here has to plan for both. A construction schedule that ignores the seasons will run late and over budget; one built around them can keep a project moving all year.

**When the rains come**

On the Nicoya Peninsula the year divides roughly in two. The dry season, which Costa Ricans call verano, runs from about December to April. It barely rains, the wind blows steadily and the ground dries hard. The rainy season, invierno, runs from about May to November. It usually starts with short afternoon storms in May and June, often eases for a couple of weeks around July (the so-called veranillo, or little summer), and then builds to its heaviest in September and October, when long spells of rain, saturated ground and swollen rivers are common. November is a transition month that can go either way.

The pattern shifts from year to year, and some years are much wetter than others. One useful detail for construction: in the early and middle months of the rainy season, mornings are often dry and the rain arrives in the afternoon. Crews start early for that reason.

**Planning the schedule around the seasons**

The principle is simple: do the work that depends on dry ground in the dry season, and make sure the house is protected before the heaviest rain arrives.

*Dry season: earthworks, foundations and structure*

Clearing, cutting and filling, retaining walls, trenches and foundations are all easier, cheaper and safer when the ground is dry. Heavy machinery can reach the lot, excavations stay open without collapsing and fill can be compacted properly. On the steep hillside lots that are typical around Santa Teresa and Mal País this matters even more, because a cut slope that is stable in March can slide in October.

Ideally the foundations, ground-floor slab and a good part of the structure are finished in the first dry season.

*Before the heavy rain: close the roof*

The next milestone is getting the roof on and the building closed, or at least dried in, before September. Once the roof is installed and the openings can be covered, work moves inside: electrical and plumbing rough-ins, walls, plastering, ceilings, tiling and carpentry can carry on whatever the weather.

*Rainy season: interiors and finishes*

The wet months are used for interior work and for the parts of the exterior that can be done between showers. A typical villa takes 12 to 18 months to build, so almost every project spends at least one rainy season on site. The aim is not to stop during those months but to have the right work ready for them.

In practice, a project that starts earthworks in January has its best chance of being closed in by the end of August. One that starts in June will usually need to pace its earthworks carefully and accept slower progress until the next dry season.

**Site drainage and erosion control**

Water is the main enemy of a site in the rainy season, and the first defence is to decide where it goes. Before the rains, we:

- Shape the site so that runoff flows away from excavations, foundations and stockpiles, using channels, swales and temporary ditches, lined where needed.
- Protect cut slopes with geotextile, plastic sheeting or fast-growing vegetation, and build permanent retaining walls and drains early instead of leaving them for the end.
- Install sediment barriers or small settling areas so that mud does not run onto the road, into neighbouring lots or into creeks, which also matters for environmental compliance.
- Bring gutters, downpipes and the permanent storm drainage forward in the schedule, so the building drains properly as soon as the roof is on.

A quick walk around the site after every heavy storm catches problems while they are still small: a blocked channel, a slope starting to slump, water collecting against a wall.

**Protecting materials**

Materials left out in the weather lose value fast. Cement bags absorb moisture and harden, so they are stored on pallets off the ground, under a roof or well-secured tarps, and used in the order they arrived. Timber and plywood for formwork warp and rot if they stay wet. Rebar picks up a light surface rust, which is acceptable, but flaking rust is not, and bars should never sit in mud. Drywall, insulation, electrical cable, finishes and anything that comes in packaging are kept inside the closed building or in a lockable container.

Planning deliveries helps too: ordering in smaller batches, closer to when materials are needed, reduces how much has to be stored and protected.

**Pouring concrete in the rain**

Concrete and rain can coexist, but only with preparation. Some rules we follow:

- Schedule pours for the morning, check the forecast, and keep enough plastic sheeting on site to cover the fresh surface at once.
- Do not pour in heavy rain. Water falling on fresh concrete washes cement out of the surface and raises the water-cement ratio, weakening the concrete exactly where it needs to be strongest.
- Never add water to the mix to make up for delays; if a truck has waited too long, it is better to reject the load.
- Clear standing water and mud from the forms and the reinforcement before the pour starts.
- Remember that, once set, concrete benefits from humidity: curing is actually easier in the rainy season than in the hot, windy dry months.

For large slabs the decision to pour or postpone is made on the day by the site manager and the engineer, and losing a day is always better than pouring a weak slab.

**Access roads**

Many lots around Santa Teresa, Mal País, Manzanillo and Montezuma are reached by gravel roads, and some by steep private tracks. In the dry season these are dusty but passable. In the wettest months some become hard going for a concrete truck or a loaded lorry, and river crossings on certain routes can be impassable for a day or two after a big storm.

This affects both the schedule and the budget. Before the rains we aim to improve access to the site, with compacted material and drainage on the steepest stretches, and to programme large deliveries such as structural steel, roofing and ready-mix concrete for the dry months. In the wet months, smaller trucks, four-wheel-drive vehicles and more trips are sometimes the only option, and that costs more.

**Why the dry season fills contractors’ calendars**

Because every builder on the peninsula wants to do earthworks and foundations in the same months, demand for crews, machinery, ready-mix and trucks peaks from December to April. Good contractors fill those months early, often during the previous rainy season.

Permits take 2 to 6 months, so the practical way to start building in the dry season is to use the rainy season for design and paperwork. If you want to break ground in January, the design should be well advanced by the middle of the year and the permit applications submitted around August or September, with your builder booked by October. Owners who start thinking about a project in November often find that the next dry season is already spoken for.

If you are planning a build on the Nicoya Peninsula, ask any builder you talk to for a schedule that shows the seasons clearly: when the earthworks happen, when the roof will be closed and what work is planned for September and October. Find out how your lot is reached in the rainy season, and whether the access needs work first. Solera’s team can help you put that calendar together around your own dates.`,
    es: `Quien visita Santa Teresa en febrero ve caminos polvorientos, cerros secos y cielo azul durante semanas. Si vuelve en octubre, esos mismos caminos son un barrial, las quebradas bajan crecidas y puede llover durante horas sin parar. Las dos caras son normales, y quien construya aquí tiene que planear para ambas. Un cronograma de obra que ignora las estaciones se atrasa y se sale del presupuesto; uno pensado en función de ellas permite avanzar todo el año.

**Cuándo llegan las lluvias**

En la península de Nicoya el año se divide más o menos en dos. El verano, la época seca, va aproximadamente de diciembre a abril: casi no llueve, el viento sopla constante y la tierra se pone dura. El invierno, la temporada lluviosa, va más o menos de mayo a noviembre. Suele empezar con aguaceros cortos por la tarde en mayo y junio, muchas veces da una tregua de un par de semanas alrededor de julio (el veranillo de San Juan) y luego llega a su punto más fuerte en setiembre y octubre, cuando son frecuentes los temporales, el suelo saturado y los ríos crecidos. Noviembre es un mes de transición que puede salir para cualquier lado.

El patrón cambia de un año a otro, y hay años mucho más lluviosos que otros. Un detalle útil para la obra: en los primeros meses del invierno, las mañanas suelen estar despejadas y el agua cae en la tarde. Por eso las cuadrillas empiezan temprano.

**Un cronograma pensado para las estaciones**

El principio es sencillo: hacer en verano lo que depende de tener el suelo seco, y asegurarse de que la casa esté protegida antes de que lleguen los aguaceros fuertes.

*Verano: movimiento de tierra, fundaciones y estructura*

La limpieza del lote, los cortes y rellenos, los muros de retención, las zanjas y las fundaciones son mucho más fáciles, baratos y seguros con el terreno seco. La maquinaria pesada llega al lote, las excavaciones se mantienen sin derrumbarse y los rellenos se compactan como debe ser. En los lotes quebrados que abundan en Santa Teresa y Mal País esto pesa todavía más, porque un talud estable en marzo puede deslizarse en octubre.

Lo ideal es terminar las fundaciones, el contrapiso y buena parte de la estructura durante el primer verano.

*Antes de los aguaceros fuertes: cerrar el techo*

La siguiente meta es tener el techo puesto y la casa cerrada, o al menos protegida del agua, antes de setiembre. Con el techo instalado y los vanos cubiertos, el trabajo pasa adentro: canalizaciones eléctricas y tuberías, paredes, repello, cielo raso, enchapes y carpintería siguen adelante haga el tiempo que haga.

*Invierno: interiores y acabados*

Los meses lluviosos se aprovechan para el trabajo interior y para las partes del exterior que se pueden hacer entre aguaceros. Una villa típica tarda de 12 a 18 meses en construirse, así que prácticamente todo proyecto pasa por lo menos un invierno en obra. La idea no es parar esos meses, sino tener listo el trabajo adecuado para ellos.

En la práctica, un proyecto que arranca el movimiento de tierra en enero tiene la mejor oportunidad de estar cerrado a finales de agosto. Uno que empieza en junio normalmente tendrá que dosificar con cuidado el movimiento de tierra y aceptar un avance más lento hasta el siguiente verano.

**Drenaje del lote y control de la erosión**

En invierno, el agua es el principal enemigo de la obra, y la primera defensa es decidir por dónde corre. Antes de las lluvias:

- Damos forma al terreno para que la escorrentía se aleje de las excavaciones, las fundaciones y los acopios de material, con canales, cunetas y zanjas provisionales, revestidas donde haga falta.
- Protegemos los taludes con geotextil, plástico o vegetación de crecimiento rápido, y construimos temprano los muros de retención y los drenajes definitivos, en lugar de dejarlos para el final.
- Colocamos barreras de sedimentos o pequeñas áreas de sedimentación para que el barro no llegue al camino, a los lotes vecinos ni a las quebradas, algo que también importa para cumplir con los compromisos ambientales.
- Adelantamos en el cronograma las canoas, los bajantes y el sistema pluvial definitivo de la casa, para que el edificio drene bien desde el momento en que se cierra el techo.

Una vuelta rápida por la obra después de cada aguacero fuerte detecta los problemas cuando todavía son pequeños: un canal tapado, un talud que empieza a ceder, agua acumulada contra una pared.

**Proteger los materiales**

Los materiales a la intemperie pierden valor rápido. Los sacos de cemento absorben humedad y se endurecen, así que se guardan sobre tarimas, separados del suelo, bajo techo o con plásticos bien amarrados, y se usan en el orden en que llegaron. La madera y el plywood de la formaleta se tuercen y se pudren si pasan mojados. La varilla agarra un óxido superficial que es aceptable, pero no el óxido que se descascara, y nunca debe quedar metida en el barro. El gypsum, el aislamiento, el cable eléctrico, los acabados y todo lo que venga empacado se guardan dentro de la casa ya cerrada o en un contenedor con llave.

Planear las entregas también ayuda: pedir en lotes más pequeños, más cerca del momento en que se van a usar, reduce lo que hay que almacenar y proteger.

**Chorrear concreto cuando llueve**

El concreto y la lluvia pueden convivir, pero solo con preparación. Algunas reglas que seguimos:

- Programar las chorreas para la mañana, revisar el pronóstico y tener en la obra suficiente plástico para cubrir de inmediato la superficie fresca.
- No chorrear bajo un aguacero fuerte. El agua que cae sobre el concreto fresco lava el cemento de la superficie y sube la relación agua-cemento, lo que debilita el concreto justo donde más resistencia necesita.
- Nunca agregar agua a la mezcla para compensar atrasos; si una chompipa ha esperado demasiado, es mejor rechazar la carga.
- Sacar el agua empozada y el barro de la formaleta y de la varilla antes de empezar.
- Recordar que, una vez fraguado, el concreto agradece la humedad: el curado es más fácil en invierno que en los meses calientes y ventosos del verano.

En losas grandes, la decisión de chorrear o posponer la toman ese mismo día el maestro de obras y el ingeniero, y siempre es preferible perder un día que chorrear una losa débil.

**Los caminos de acceso**

A muchos lotes de Santa Teresa, Mal País, Manzanillo y Montezuma se llega por caminos de lastre, y a algunos por accesos privados muy empinados. En verano tienen mucho polvo, pero se pueden transitar. En los meses más lluviosos, algunos se vuelven muy difíciles para un camión mezclador o un camión cargado, y en ciertas rutas los pasos de río pueden quedar intransitables un día o dos después de un temporal.

Esto afecta tanto el cronograma como el presupuesto. Antes de las lluvias tratamos de dejar mejorado el acceso al lote, con material compactado y drenaje en los tramos más empinados, y de programar en los meses secos las entregas grandes: acero estructural, materiales de techo y concreto premezclado. En invierno, a veces la única opción son camiones más pequeños, vehículos de doble tracción y más viajes, y eso cuesta más.

**Por qué el verano llena las agendas de los constructores**

Como todos los constructores de la península quieren hacer el movimiento de tierra y las fundaciones en los mismos meses, la demanda de cuadrillas, maquinaria, concreto premezclado y transporte llega a su punto más alto entre diciembre y abril. Los buenos constructores llenan esos meses temprano, muchas veces durante el invierno anterior.

Los permisos toman de 2 a 6 meses, así que la forma práctica de empezar a construir en verano es aprovechar el invierno para el diseño y los trámites. Si quiere iniciar obras en enero, el diseño debería estar bastante avanzado a mitad de año y los permisos presentados hacia agosto o setiembre, con el constructor reservado para octubre. Quien empieza a pensar en su proyecto en noviembre muchas veces descubre que el siguiente verano ya está comprometido.

Si está planeando construir en la península de Nicoya, pídale a cualquier constructor con quien hable un cronograma que muestre claramente las estaciones: cuándo se hace el movimiento de tierra, cuándo se cierra el techo y qué trabajos quedan para setiembre y octubre. Averigüe cómo se llega a su lote en invierno y si el acceso necesita trabajo primero. El equipo de Solera puede ayudarle a armar ese calendario alrededor de sus propias fechas.`,
  },
};
