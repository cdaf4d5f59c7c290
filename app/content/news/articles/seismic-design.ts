import type { Article } from "../types";

export const article: Article = {
  id: 13,
  slug: "seismic-design",
  type: "article",
  category: "technology",
  date: "2024-12-08",
  image: "news/seismic-design",
  title: {
    en: "How to build a villa that stands up to earthquakes in Costa Rica",
    es: "Cómo construir una villa que resista los terremotos en Costa Rica",
  },
  excerpt: {
    en: "The Nicoya Peninsula sits above one of the most active plate boundaries in the Americas. Here is how a villa is designed to ride out a strong earthquake, and what you can check.",
    es: "La península de Nicoya está sobre uno de los bordes de placas más activos de América. Así se diseña una villa para soportar un terremoto fuerte, y esto es lo que usted puede revisar.",
  },
  body: {
    en: `Santa Teresa is a beautiful place to build, and it is also earthquake country. Off the Pacific coast, the Cocos plate slides beneath the Caribbean plate, and the Nicoya Peninsula sits almost directly above that boundary. Small tremors are felt here several times a year, and a large earthquake comes every few decades. Any house built on the peninsula has to be designed on the assumption that it will be shaken hard at least once in its life.

The good news is that Costa Rica takes this seriously, and the techniques that keep a building standing are well understood. This article explains the rules, the structural systems we use, where corners get cut, and what you as an owner can check without being an engineer.

**What the 2012 Nicoya earthquake taught us**

On 5 September 2012 a magnitude 7.6 earthquake struck beneath the Nicoya Peninsula. It was one of the strongest in the country’s recorded history and was felt from Nicaragua to Panama. Scientists had been watching this stretch of the subduction zone for years: the previous large rupture there dates from 1950, and GPS stations installed on the peninsula had been measuring the strain building up.

The damage was real: cracked roads, landslides, damaged schools, churches and older houses. But it was far less than an earthquake of that size could have caused. Much of the credit is usually given to the depth of the rupture and to decades of building under a national seismic code. Houses built to code, with properly reinforced and confined concrete, generally came through. The worst damage was concentrated in older buildings, unreinforced walls and informal construction.

The lesson for anyone building today is simple. The next large earthquake on this coast is a question of when, not if, and the buildings that perform well are the ones that were designed and built properly, not the ones that merely look solid.

**The Código Sísmico de Costa Rica**

Costa Rica has had a national seismic code since the 1970s. The Código Sísmico de Costa Rica is maintained by a permanent commission within the CFIA, the professional college of engineers and architects, and is revised as engineers learn from new earthquakes here and abroad. It sets how much force a building must be designed to resist, depending on where it stands, the type of soil beneath it, how important the building is and which structural system it uses.

The Nicoya Peninsula lies in one of the code’s highest seismic hazard zones. In practice this means larger design forces than in much of the country, and stricter rules for how columns, beams, walls and their connections are detailed.

Every set of plans submitted for a building permit must be registered with the CFIA, and the structural drawings are signed by a licensed engineer who takes professional responsibility for them. That signature is not a formality. It is the engineer stating that the design meets the code, and it is your first line of protection.

**Structural systems that work on this coast**

*Reinforced concrete frames*

Most villas on the peninsula are built with a frame of reinforced concrete columns and beams, often combined with walls of reinforced concrete block. The frame carries the floors and roof, and in an earthquake it has to sway without its joints breaking apart. The code follows a “strong column, weak beam” approach: if something has to yield in a severe earthquake, it should be the beams, never the columns that hold the building up.

*Shear walls*

Shear walls are stiff walls of concrete or reinforced block that resist sideways forces, much like the sides of a box. Placed well, balanced around the plan and running continuously from foundation to roof, they limit sway and protect glazing and finishes. Placed badly, for example all at the back of the house so the ocean side can be fully open, they make the building twist as it shakes. This is why the structural engineer needs to be involved from the first sketches, not brought in after the architecture is fixed.

*Steel bracing*

Where a design calls for very large openings, long spans or light upper floors, steel frames with diagonal bracing are a good alternative or complement. Bracing is efficient and quick to erect. On this coast, though, steel needs a serious corrosion protection system: proper surface preparation, a coating suited to a marine environment and regular maintenance, because salt air will attack any exposed steel within a few seasons.

**Ductile detailing, and why rebar shortcuts are dangerous**

Ductility is a structure’s ability to bend and deform without breaking suddenly. A ductile building may be damaged in a major earthquake, but it stays up long enough for everyone to get out. Ductility does not come from thick columns or heavy concrete. It comes from how the steel inside them is arranged.

The details the engineer specifies, and the builder must follow exactly, include:

- closely spaced stirrups near the ends of beams and columns and through the joints, where forces concentrate
- stirrup hooks bent at 135 degrees into the core of the concrete, not 90-degree hooks that open under load
- lap splices of the main bars only where the code allows, with the full required length
- continuous reinforcement tying foundations, columns, beams and the roof ring beam together
- enough concrete cover around every bar to keep salt and moisture away from the steel for decades

Steel is a significant share of a structure’s cost, which makes it a tempting place to save. The shortcuts we see on the peninsula include thinner bars than the plans call for, bars of unknown origin that do not meet the specified grade, stirrups spaced wider than drawn, hooks bent the easy way, missing bars at joints and steel laid directly on the ground, so it ends up at the bottom of the concrete with almost no cover.

None of this shows on a finished house. Plastered, painted and furnished, a villa with half the specified stirrups looks identical to one built correctly. The difference appears in a strong earthquake, when an under-reinforced column bursts at the joint, or years later, when rust from poorly covered steel cracks the concrete open. Saving a small percentage of the structural budget can remove most of a building’s margin of safety.

**Soil studies: knowing what you build on**

A structure is only as good as the ground beneath it. A soil study tells the engineer how much load the ground can carry, whether there are fills, soft clays or loose sands, how deep firm ground is and how the site may amplify shaking. The code uses this information directly when it sets design forces.

On steep hillside lots, which are common around Santa Teresa, the study also informs retaining walls and slope stability. A slope that fails in an earthquake can take a well-built house with it, and the same weaknesses show up in a heavy rainy season. Skipping the soil study to save a modest sum is one of the most expensive false economies in construction.

**What an owner can check**

You do not need to be an engineer to protect yourself. Ask these questions, and expect clear answers:

- Are the structural drawings registered with the CFIA and signed by a licensed engineer, and was a soil study done for this particular lot?
- Who is the responsible professional on site, and how often do they inspect? Projects registered with the CFIA keep a site logbook, the bitácora, where visits and instructions are recorded.
- Is the reinforcement inspected and approved before every pour? Ask for photographs of the steel in foundations, columns, beams and slabs before the concrete goes in.
- Where does the rebar come from, and does it carry the manufacturer’s markings and grade?
- What concrete strength is specified, and are test cylinders taken and broken at a laboratory?
- How is steel protected from salt: concrete cover, coatings, and stainless or galvanised fixings where they are exposed?

A good builder will welcome these questions. A builder who is vague about them is telling you something.

If you are comparing proposals, put the structural specifications side by side, including bar sizes, concrete strength and the inspection regime, rather than comparing only the price per square metre. Solera’s team works with the structural engineer from the first design sketches and documents every stage of the structure, and we are glad to walk you through the drawings for your project.`,
    es: `Santa Teresa es un lugar precioso para construir, y también es zona de terremotos. Frente a la costa del Pacífico, la placa del Coco se mete bajo la placa Caribe, y la península de Nicoya está prácticamente encima de ese límite. Aquí se sienten temblores pequeños varias veces al año, y cada cierto número de décadas llega un terremoto grande. Toda casa que se construya en la península debe diseñarse partiendo de que, al menos una vez en su vida útil, la va a sacudir un sismo fuerte.

La buena noticia es que Costa Rica se toma esto en serio y que las técnicas para que una edificación se mantenga en pie se conocen bien. En este artículo le explicamos las reglas, los sistemas estructurales que usamos, dónde se suelen tomar atajos peligrosos y qué puede revisar usted como propietario sin ser ingeniero.

**Lo que nos enseñó el terremoto de Nicoya de 2012**

El 5 de setiembre de 2012, un terremoto de magnitud 7,6 sacudió la península de Nicoya. Fue uno de los más fuertes de la historia registrada del país y se sintió desde Nicaragua hasta Panamá. Los científicos llevaban años vigilando ese tramo de la zona de subducción: la ruptura grande anterior había ocurrido en 1950, y las estaciones GPS instaladas en la península venían midiendo cómo se acumulaba la deformación.

Los daños fueron reales: carreteras agrietadas, deslizamientos, escuelas, iglesias y casas antiguas afectadas. Pero fueron mucho menores de lo que un sismo de ese tamaño pudo haber causado. Buena parte del mérito suele atribuirse a la profundidad de la ruptura y a décadas de construir con un código sísmico nacional. Las casas hechas conforme al código, con concreto bien reforzado y confinado, en general salieron bien libradas. Lo peor se concentró en edificaciones viejas, paredes sin refuerzo y construcción informal.

La conclusión para quien construye hoy es sencilla. El próximo terremoto grande en esta costa no es cuestión de si ocurrirá, sino de cuándo, y las edificaciones que se portan bien son las que se diseñaron y construyeron como se debe, no las que solo parecen sólidas.

**El Código Sísmico de Costa Rica**

Costa Rica cuenta con un código sísmico nacional desde la década de 1970. El Código Sísmico de Costa Rica lo mantiene una comisión permanente del CFIA, el Colegio Federado de Ingenieros y de Arquitectos, y se revisa a medida que los ingenieros aprenden de nuevos terremotos, aquí y en el exterior. Define cuánta fuerza debe resistir una edificación según el lugar donde está, el tipo de suelo, su importancia y el sistema estructural que utiliza.

La península de Nicoya se ubica en una de las zonas de mayor amenaza sísmica del código. En la práctica, eso significa fuerzas de diseño mayores que en buena parte del país y reglas más exigentes para detallar columnas, vigas, muros y sus uniones.

Todo juego de planos que se presenta para el permiso de construcción debe registrarse ante el CFIA, y los planos estructurales los firma un ingeniero incorporado que asume la responsabilidad profesional. Esa firma no es un trámite. Es el ingeniero declarando que el diseño cumple el código, y es su primera línea de protección.

**Sistemas estructurales que funcionan en esta costa**

*Marcos de concreto reforzado*

La mayoría de las villas de la península se construyen con un marco de columnas y vigas de concreto reforzado, muchas veces combinado con paredes de bloque de concreto reforzado. El marco sostiene entrepisos y techo, y durante un sismo tiene que moverse sin que sus nudos se desarmen. El código sigue el principio de “columna fuerte, viga débil”: si algo tiene que ceder en un terremoto severo, deben ser las vigas, nunca las columnas que sostienen la casa.

*Muros de corte*

Los muros de corte son paredes rígidas de concreto o de bloque reforzado que resisten las fuerzas laterales, como los costados de una caja. Bien ubicados, equilibrados en planta y continuos desde la cimentación hasta el techo, limitan el desplazamiento y protegen vidrios y acabados. Mal ubicados, por ejemplo todos en la parte de atrás para dejar el lado del mar completamente abierto, hacen que el edificio se tuerza al sacudirse. Por eso el ingeniero estructural tiene que participar desde los primeros bocetos y no llegar cuando la arquitectura ya está definida.

*Arriostres de acero*

Cuando el diseño pide vanos muy grandes, luces largas o pisos superiores livianos, los marcos de acero con arriostres diagonales son una buena alternativa o complemento. Son eficientes y rápidos de montar. Eso sí, en esta costa el acero necesita un sistema serio de protección contra la corrosión: buena preparación de la superficie, un recubrimiento apto para ambiente marino y mantenimiento periódico, porque la brisa salina ataca cualquier acero expuesto en pocas temporadas.

**Detallado dúctil y por qué ahorrar en varilla es peligroso**

La ductilidad es la capacidad de una estructura de doblarse y deformarse sin romperse de golpe. Un edificio dúctil puede sufrir daños en un terremoto grande, pero se mantiene en pie el tiempo suficiente para que todos salgan. La ductilidad no viene de columnas gruesas ni de mucho concreto, sino de cómo está acomodado el acero por dentro.

Entre los detalles que especifica el ingeniero, y que el constructor debe respetar al pie de la letra, están:

- aros poco espaciados cerca de los extremos de vigas y columnas y dentro de los nudos, donde se concentran las fuerzas
- ganchos de los aros doblados a 135 grados hacia el núcleo del concreto, no a 90 grados, porque esos se abren bajo carga
- traslapes de la varilla principal solo donde el código lo permite y con la longitud completa requerida
- refuerzo continuo que amarre cimientos, columnas, vigas y la viga corona
- recubrimiento suficiente alrededor de cada varilla para mantener la sal y la humedad lejos del acero durante décadas

El acero es una parte importante del costo de la estructura, y por eso es un lugar tentador para ahorrar. Entre los atajos que vemos en la península están varillas más delgadas que las de los planos, varilla de origen desconocido que no cumple el grado especificado, aros más separados de lo indicado, ganchos doblados de la forma fácil, varillas que faltan en los nudos y acero tirado directo sobre el suelo, que termina en el fondo del elemento casi sin recubrimiento.

Nada de eso se ve en una casa terminada. Repellada, pintada y amueblada, una villa con la mitad de los aros especificados se ve igual que una bien construida. La diferencia aparece en un terremoto fuerte, cuando una columna con poco refuerzo estalla en el nudo, o años después, cuando el óxido de una varilla mal recubierta revienta el concreto. Ahorrar un pequeño porcentaje del presupuesto estructural puede eliminar la mayor parte del margen de seguridad de una edificación.

**Estudio de suelos: saber sobre qué se construye**

Una estructura vale lo que vale el terreno que la sostiene. El estudio de suelos le dice al ingeniero cuánta carga soporta el terreno, si hay rellenos, arcillas blandas o arenas sueltas, a qué profundidad está el suelo firme y cómo puede amplificar el sitio las sacudidas. El código usa esa información directamente para definir las fuerzas de diseño.

En los lotes de pendiente fuerte, tan comunes alrededor de Santa Teresa, el estudio también orienta el diseño de los muros de contención y la estabilidad del talud. Un talud que falla en un terremoto puede llevarse consigo una casa bien construida, y las mismas debilidades aparecen en un invierno muy lluvioso. Saltarse el estudio de suelos para ahorrar una suma modesta es uno de los falsos ahorros más caros de la construcción.

**Lo que puede revisar el propietario**

No hace falta ser ingeniero para protegerse. Haga estas preguntas y espere respuestas claras:

- ¿Los planos estructurales están registrados ante el CFIA y firmados por un ingeniero incorporado? ¿Se hizo un estudio de suelos para este lote en particular?
- ¿Quién es el profesional responsable de la obra y cada cuánto inspecciona? Los proyectos registrados ante el CFIA llevan una bitácora donde se anotan las visitas y las instrucciones.
- ¿Se revisa y aprueba el armado antes de cada chorrea? Pida fotos del acero en cimientos, columnas, vigas y losas antes de chorrear.
- ¿De dónde viene la varilla y trae las marcas del fabricante y el grado?
- ¿Qué resistencia de concreto se especificó y se sacan cilindros de prueba para fallarlos en un laboratorio?
- ¿Cómo se protege el acero de la sal: recubrimiento de concreto, pinturas y tornillería inoxidable o galvanizada donde queda expuesta?

Un buen constructor agradece estas preguntas. Uno que responde con evasivas le está diciendo algo.

Si está comparando ofertas, ponga lado a lado las especificaciones estructurales, como diámetros de varilla, resistencia del concreto y régimen de inspección, en lugar de comparar solo el precio por metro cuadrado. El equipo de Solera trabaja con el ingeniero estructural desde los primeros bocetos y documenta cada etapa de la estructura, y con gusto le explicamos los planos de su proyecto.`,
  },
};
