import type { Article } from "../types";

export const article: Article = {
  id: 11,
  slug: "turnkey-delivery",
  type: "article",
  category: "process",
  date: "2024-12-10",
  image: "news/turnkey-delivery",
  title: {
    en: "What a turnkey villa handover includes, from finishes to keys",
    es: "Qué incluye una entrega llave en mano, de los acabados a las llaves",
  },
  excerpt: {
    en: "Kitchen, furniture, landscaping, pool start-up, utilities, final inspection, punch list and warranties: everything that should happen before you receive the keys.",
    es: "Cocina, mobiliario, jardín, puesta en marcha de la piscina, servicios, inspección final, pendientes y garantías: todo lo que debe pasar antes de que usted reciba las llaves.",
  },
  body: {
    en: `“Turnkey” is one of the most used words in construction and one of the least defined. For some builders it means the walls are painted and the toilets flush. For an owner who lives in Toronto, Munich or Denver and wants to land, drive to Santa Teresa with a suitcase and sleep in the house that same night, it should mean a great deal more.

A real turnkey delivery is a house that is finished, furnished, connected, inspected, documented and tested, with someone accountable for whatever goes wrong in the first year. This is what it includes, and what to agree in writing before construction starts.

**Finishes, kitchen and furniture**

*Finishes*

At handover, every surface should be in its final state: floors sealed, walls painted, ceilings finished, joinery oiled or varnished, glass cleaned, silicone joints neat. The reference is the finishes schedule agreed during design, which lists every tile, paint colour, tap and handle. Any change made during construction should be recorded in writing, with its cost and its effect on the schedule.

*Kitchen*

The kitchen is usually the most complex room in the house. A turnkey delivery includes cabinets installed and adjusted, countertops fitted and sealed, sink, tap and dishwasher connected, and every appliance installed and tested: the fridge cooling, the oven heating, the extractor venting to the outside and, if there is gas, every connection checked for leaks. On the coast we favour stainless hardware and appliance brands with a proven service network in Costa Rica, because waiting months for a spare part from abroad is a real risk.

*Furniture, fixtures and equipment*

If the contract includes furnishing, it should say exactly what: beds and mattresses, sofas, outdoor furniture, curtains, lamps, towels and bed linen, kitchenware. Some owners want the house ready for guests on day one; others prefer to choose the furniture themselves. Either works, as long as the scope is clear. Imported furniture needs months of lead time and customs clearance, so it is ordered well before the end of the build.

**Outside: landscaping and the pool**

*Landscaping*

Gardens should be planted with species that suit the coast: native and adapted plants that tolerate salt, sun and the long dry season, with irrigation where it is needed. Timing matters. Planting at the start of the rainy season gives plants months of natural water to establish themselves; planting in March means relying entirely on irrigation. Erosion control on slopes, drainage, paths and outdoor lighting all belong to the landscaping scope.

*Pool commissioning*

A pool is not finished when it holds water. Commissioning includes filling it (which on the peninsula may mean a water truck rather than the household connection, depending on the rules and the supply of the local ASADA), balancing the water chemistry, starting the pump and filtration, testing lights, heaters or heat pumps and any automation, and curing the finish as the manufacturer specifies. The owner or property manager should receive a short training on daily and weekly care.

**Utilities and the final inspection**

A house cannot be lived in without electricity, water and, for most owners, internet. Each has its own process and timing:

- Electricity: the local utility installs the permanent meter once the electrical installation has been approved, and the temporary construction supply is replaced by the definitive service.
- Water: the connection comes from the local ASADA or AyA, based on the water availability letter obtained before the permit. Storage tanks and pumps are tested.
- Internet: fibre reaches parts of Santa Teresa but not every street; where it does not, alternatives such as fixed wireless or satellite are arranged.
- Septic system or treatment plant: tested and documented, with maintenance instructions.

*Final inspection and habitabilidad*

At the end of the works, the responsible engineer or architect closes the CFIA logbook (bitácora), and the municipality, Cóbano in the case of Santa Teresa, carries out its final inspection. Depending on the municipality and the project, an occupancy sign-off (habitabilidad) may be needed before the house can be used or rented. Requirements vary and change, so we confirm them with the municipality for each project. The new construction must also be declared for property tax; an accountant or lawyer can advise you on how and when.

**The punch list**

Before handover, owner and builder walk through the house together and write a punch list: every scratch, sticking door, missing grille, uneven grout line or dripping tap. Each item gets a person responsible and a date. A good punch list is detailed and photographed, room by room.

For owners abroad, this walkthrough can be done in person on a short trip, by a trusted representative, or by live video call, with the team walking the house while the owner asks to see whatever they want. We recommend at least one visit in person before the final handover, ideally a couple of weeks ahead, so that the list can be closed before you arrive.

The house is handed over when the list is closed, not when it is written.

**Manuals, warranties and the keys**

The handover package matters as much as the keys. It should include:

- As-built plans showing where pipes, cables and drains actually run
- Manuals and warranty documents for appliances, pumps, air conditioners, water heaters, the solar system and pool equipment
- The builder’s own warranty, stating what it covers and for how long
- Contact details for each supplier and technician
- A maintenance calendar: when to service the air conditioning, clear gutters before the rainy season, reseal timber and check the septic system
- Permits, inspection records and utility contracts

*The last week*

In the last week before handover, the house gets a professional deep clean, inside and out, including the construction dust in cupboards, window tracks and air-conditioning filters. Every system is run once more: all taps and showers opened, every breaker and switch tested, the pool running on its normal cycle, the water pump and tank checked for pressure. For owners flying in, we can arrange for the beds to be made, basic supplies stocked and the air conditioning switched on before arrival, so that the first night feels like a home rather than a finished building site.

Then come the keys, remotes, alarm codes and Wi-Fi passwords, and a walk through the house showing the main water valve, the electrical board and how each system works.

**The first year**

A house settles during its first year, and especially through its first rainy season. Doors may need adjusting, hairline cracks can appear in the render as materials dry, and any leak will make itself known in September or October. That is why a turnkey contract should include a maintenance visit around the first anniversary, and a clear way to report problems before then. During that visit the team checks the roof and gutters, adjusts doors and windows, inspects sealants around windows and wet areas, looks at the pool equipment and air-conditioning drains, and agrees with you on any repairs covered by the warranty. For owners abroad, this is when a good property manager and a builder who answers the phone prove their worth.

If you are comparing builders, ask each one for a sample handover package and a written list of exactly what their turnkey price includes: furniture, landscaping, pool start-up, utility connections and the first-year visit. Solera’s team can share the checklist we use, so that you can compare like with like.`,
    es: `«Llave en mano» es una de las expresiones más usadas en construcción y una de las menos definidas. Para algunos constructores significa que las paredes están pintadas y los inodoros funcionan. Para un propietario que vive en Toronto, Múnich o Denver y quiere aterrizar, manejar hasta Santa Teresa con una maleta y dormir esa misma noche en su casa, debería significar mucho más.

Una verdadera entrega llave en mano es una casa terminada, amueblada, conectada, inspeccionada, documentada y probada, con alguien que responde por lo que falle durante el primer año. Esto es lo que incluye, y lo que conviene dejar por escrito antes de empezar la obra.

**Acabados, cocina y mobiliario**

*Acabados*

En el momento de la entrega, cada superficie debe estar en su estado final: pisos sellados, paredes pintadas, cielo raso terminado, carpintería aceitada o barnizada, vidrios limpios, silicón bien aplicado. La referencia es la tabla de acabados acordada durante el diseño, que detalla cada piso, color de pintura, grifo y herraje. Cualquier cambio hecho durante la obra debe quedar por escrito, con su costo y su efecto en el cronograma.

*Cocina*

La cocina suele ser el espacio más complejo de la casa. Una entrega llave en mano incluye los muebles instalados y ajustados, los sobres colocados y sellados, el fregadero, la grifería y el lavavajillas conectados, y cada electrodoméstico instalado y probado: la refrigeradora enfriando, el horno calentando, la campana extrayendo hacia afuera y, si hay gas, cada conexión revisada contra fugas. En la costa preferimos herrajes inoxidables y marcas de electrodomésticos con una red de servicio técnico comprobada en Costa Rica, porque esperar meses un repuesto del extranjero es un riesgo real.

*Mobiliario, accesorios y equipamiento*

Si el contrato incluye el amueblado, debe decir exactamente qué: camas y colchones, sillones, muebles de exterior, cortinas, lámparas, toallas y ropa de cama, utensilios de cocina. Algunos propietarios quieren la casa lista para recibir huéspedes desde el primer día; otros prefieren escoger los muebles ellos mismos. Las dos opciones son válidas, siempre que el alcance esté claro. Los muebles importados necesitan meses de plazo y su trámite de aduana, así que se piden mucho antes de que termine la obra.

**Afuera: jardín y piscina**

*Paisajismo*

El jardín debe sembrarse con especies adecuadas para la costa: plantas nativas y adaptadas que toleren la sal, el sol y el largo verano, con riego donde haga falta. El momento importa. Sembrar al inicio del invierno les da a las plantas meses de agua natural para establecerse; sembrar en marzo obliga a depender por completo del riego. El control de erosión en taludes, los drenajes, los senderos y la iluminación exterior también forman parte del paisajismo.

*Puesta en marcha de la piscina*

Una piscina no está terminada cuando retiene agua. La puesta en marcha incluye llenarla (lo que en la península puede requerir un camión cisterna en lugar de la conexión de la casa, según las reglas y la disponibilidad de la ASADA), equilibrar la química del agua, arrancar la bomba y la filtración, probar luces, calentadores o bombas de calor y cualquier automatización, y curar el acabado según indique el fabricante. El propietario o el administrador de la propiedad debe recibir una breve capacitación sobre el cuidado diario y semanal.

**Servicios e inspección final**

Una casa no se puede habitar sin electricidad, agua y, para la mayoría de los propietarios, internet. Cada servicio tiene su trámite y sus plazos:

- Electricidad: la distribuidora local instala el medidor definitivo una vez aprobada la instalación eléctrica, y la acometida provisional de la obra se sustituye por el servicio permanente.
- Agua: la conexión la da la ASADA local o AyA, con base en la carta de disponibilidad de agua obtenida antes del permiso. Se prueban los tanques de almacenamiento y las bombas.
- Internet: la fibra óptica llega a partes de Santa Teresa, pero no a todas las calles; donde no llega, se coordinan alternativas como enlaces inalámbricos fijos o internet satelital.
- Tanque séptico o planta de tratamiento: probado y documentado, con instrucciones de mantenimiento.

*Inspección final y habitabilidad*

Al terminar la obra, el profesional responsable cierra la bitácora del CFIA y la municipalidad, en el caso de Santa Teresa la de Cóbano, hace su inspección final. Según la municipalidad y el proyecto, puede requerirse una constancia de habitabilidad antes de usar o alquilar la casa. Los requisitos varían y cambian, por lo que los confirmamos con la municipalidad en cada proyecto. La construcción nueva también debe declararse para efectos del impuesto de bienes inmuebles; un contador o un abogado le puede orientar sobre cómo y cuándo hacerlo.

**La lista de pendientes**

Antes de la entrega, propietario y constructor recorren juntos la casa y levantan la lista de pendientes: cada rayón, puerta que pega, rejilla que falta, fragua dispareja o grifo que gotea. Cada punto tiene un responsable y una fecha. Una buena lista es detallada y lleva fotos, espacio por espacio.

Para quien vive en el extranjero, este recorrido puede hacerse en persona durante un viaje corto, por medio de un representante de confianza o por videollamada en vivo, con el equipo recorriendo la casa mientras el propietario pide ver lo que quiera. Recomendamos al menos una visita en persona antes de la entrega final, idealmente un par de semanas antes, para que la lista esté cerrada cuando usted llegue.

La casa se entrega cuando la lista está cerrada, no cuando se escribe.

**Manuales, garantías y las llaves**

El paquete de entrega es tan importante como las llaves. Debe incluir:

- Planos finales de lo construido, que muestren por dónde pasan realmente tuberías, cables y desagües
- Manuales y garantías de electrodomésticos, bombas, aires acondicionados, calentadores de agua, sistema solar y equipo de la piscina
- La garantía del propio constructor, con lo que cubre y por cuánto tiempo
- Los contactos de cada proveedor y técnico
- Un calendario de mantenimiento: cuándo dar servicio a los aires acondicionados, limpiar las canoas antes del invierno, volver a sellar la madera y revisar el tanque séptico
- Permisos, registros de inspección y contratos de servicios

*La última semana*

En la última semana antes de la entrega, la casa recibe una limpieza profunda profesional, por dentro y por fuera, que incluye el polvo de obra en los muebles, los rieles de las ventanas y los filtros de los aires acondicionados. Todos los sistemas se prueban una vez más: se abren todos los grifos y duchas, se revisa cada breaker y apagador, la piscina funciona en su ciclo normal y se comprueba la presión de la bomba y el tanque de agua. Para quien llega en avión, podemos coordinar que las camas estén tendidas, que haya lo básico en la despensa y que el aire acondicionado esté encendido antes de su llegada, para que la primera noche se sienta como un hogar y no como una obra recién terminada.

Después vienen las llaves, los controles, los códigos de la alarma y las claves del wifi, y un recorrido por la casa para mostrar la llave de paso principal, el tablero eléctrico y cómo funciona cada sistema.

**El primer año**

Una casa se asienta durante su primer año, sobre todo en su primer invierno. Puede que haya que ajustar puertas, que aparezcan fisuras finas en el repello mientras los materiales terminan de secarse, y cualquier filtración se va a manifestar en setiembre u octubre. Por eso un contrato llave en mano debe incluir una visita de mantenimiento cerca del primer aniversario, y una vía clara para reportar problemas antes de esa fecha. En esa visita, el equipo revisa el techo y las canoas, ajusta puertas y ventanas, inspecciona los selladores alrededor de ventanas y zonas húmedas, revisa el equipo de la piscina y los drenajes de los aires acondicionados, y acuerda con usted las reparaciones que cubra la garantía. Para quien vive afuera, ese es el momento en que un buen administrador de la propiedad y un constructor que contesta el teléfono demuestran lo que valen.

Si está comparando constructores, pídale a cada uno un ejemplo de paquete de entrega y una lista por escrito de lo que incluye exactamente su precio llave en mano: mobiliario, jardín, puesta en marcha de la piscina, conexión de servicios y la visita del primer año. El equipo de Solera puede compartirle la lista de verificación que usamos, para que compare en igualdad de condiciones.`,
  },
};
