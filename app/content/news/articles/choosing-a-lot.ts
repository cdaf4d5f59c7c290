import type { Article } from "../types";

export const article: Article = {
  id: 14,
  slug: "choosing-a-lot",
  type: "article",
  category: "education",
  date: "2024-12-07",
  image: "news/choosing-a-lot",
  title: {
    en: "How to choose a lot to build on near Santa Teresa",
    es: "Cómo elegir un lote para construir cerca de Santa Teresa",
  },
  excerpt: {
    en: "A great view is not enough. Title, water, access, zoning and the maritime zone decide whether a lot near Santa Teresa can really carry the house you have in mind.",
    es: "Una buena vista no basta. El título, el agua, el acceso, el uso de suelo y la zona marítimo terrestre definen si un lote cerca de Santa Teresa sirve para la casa que usted imagina.",
  },
  body: {
    en: `Most people fall in love with a lot before they look at its paperwork. That is natural: the view from a ridge above Santa Teresa, or the sound of the surf through the trees, is why you came. But the lot decides a great deal about your project: what you can build, how much the foundations and access will cost, whether you will have water and, sometimes, whether you can build at all. A few weeks of careful checking before you sign can save years of trouble.

This is the checklist we go through with clients, from legal status to the practical questions a builder asks when walking the land.

**Title, cadastral plan and the maritime-terrestrial zone**

*Titled land and the cadastral plan*

Titled property in Costa Rica is recorded in the Registro Nacional under a property number, and it should have a registered cadastral plan, the plano catastrado, showing its boundaries and area. Your lawyer will check that the seller is the registered owner; that there are no mortgages, liens, annotations or pending lawsuits on the title; and that any easements are recorded. A topographer should then check the plan against the boundary markers on the ground. Lot lines in the jungle are easy to get wrong, and fences are not always where the plan says they are.

*Concessions in the maritime-terrestrial zone*

Land within 200 metres of the ordinary high-tide line falls under the maritime-terrestrial zone law. The first 50 metres are a public zone that cannot be privately held or built on. The remaining 150 metres, the restricted zone, is generally not titled land: it is held by concession from the municipality, for a fixed term, with an annual fee, and normally only where an approved coastal zoning plan is in place. Concessions come with their own rules on what can be built, on transfers and on participation by foreigners.

If a lot close to the beach is offered at a tempting price, the first question is whether it is titled property or a concession and, if it is a concession, whether it has been properly granted and registered. Be wary of “rights of possession” offered as if they were ownership. This is squarely a question for a lawyer experienced in coastal property.

**Access, water and electricity**

*Access road and easements*

Check how the lot is reached, both legally and physically. Does it front a public road, or does access run through a private easement, a servidumbre, across someone else’s land? Is that easement registered, and does its width allow what you need? Physically, can a concrete truck, a loaded materials truck and a small crane get up the road in the rainy season? Many hillside lots around Santa Teresa are reached by steep dirt tracks that are fine in March and very difficult in October. Improving or paving an access road can be a significant line in a budget, and it is often overlooked.

*Water*

Water is the question that stops projects on this part of the coast. Before you buy, ask for a water availability letter from the local ASADA or from AyA, whichever serves the area. The municipality asks for it with the permit application, so without it there is no permit. In some parts of the peninsula new connections are limited. A well may be possible, but it needs permits from the national water authorities and takes time. Do not rely on a seller’s assurance that there is water; rely on the letter.

*Electricity*

Ask the electricity provider how far the nearest line is and what it would cost to bring power to the lot. A property a few hundred metres from the grid may need new poles and a transformer, and the extension can take months to schedule. Solar panels are an excellent complement here, but most owners still want a grid connection.

**Slope, soil and what the land will cost to build on**

A steep lot can give you one of the best views on the coast, and it will cost more to build on. Slope affects excavation, retaining walls, foundations, drainage, how materials reach the work area and how long the structure takes. A lot with a natural flat area close to the road is far cheaper to build on than one where the best view is thirty metres down a slope.

Ask for, or plan to commission, a topographic survey with contours and, ideally, a preliminary soil assessment. On the site, look for signs of past landslides, loose fill, seasonal streams and springs. Streams and springs also carry protection zones under the forestry law, where you cannot build or clear vegetation. Large trees may need a permit to be removed, and in forested areas the buildable footprint can be much smaller than the lot.

**Zoning, land use and building coverage**

Before buying, ask the municipality (Cóbano) for a land-use certificate, the certificado de uso de suelo, for that specific property. It tells you what the land is zoned for, whether residential, tourism, commercial or protection, and, where a zoning plan (plan regulador) applies, the conditions attached: maximum building coverage, setbacks from the boundaries, height limits and sometimes density. These numbers decide how large your house, terraces and pool can be. A generous lot with a low coverage limit may allow a much smaller footprint than you imagined.

Coverage and setback rules differ between titled land and concessions, and from one area to another, so do not assume that the figures from a neighbour’s project apply to yours. Larger projects, and those in environmentally sensitive areas, also need environmental viability from SETENA, which adds time to the permit stage.

**Views versus wind and salt**

The highest lots have the views, and they also take the wind. A house on a ridge faces stronger gusts in the windy months of the dry season, more driving rain in the wet season and, closer to the shore, heavier salt spray. None of this is a reason not to build there. It is a reason to design for it: sturdier roof connections, glazing and frames rated for the exposure, stainless or properly coated hardware, materials chosen for a marine environment, and an orientation that catches the breeze without turning the terrace into a wind tunnel.

A lot slightly below the ridge, or a little further back from the beach, can offer nearly the same view with a gentler microclimate and lower maintenance for decades. Walk the land at different times of day and, if you can, in both seasons. Notice where the sun sets, where the afternoon wind comes from, where water runs after a heavy rain and how much noise and dust reach you from the road.

**A due-diligence checklist before you buy**

Go through these points with a lawyer and a builder before you sign, or make the purchase conditional on them:

- title study at the Registro Nacional: owner, mortgages, liens, annotations and easements
- cadastral plan checked against the boundary markers by a topographer
- titled land or concession and, if a concession, its status, term and conditions
- legal and physical access, including the road in the rainy season
- water availability letter from the ASADA or AyA
- distance to the electricity grid and the cost of connecting
- land-use certificate from the municipality, with coverage, setback and height limits
- streams, springs, protected trees or forest that reduce the buildable area
- topographic survey and, ideally, a preliminary soil assessment
- a builder’s site visit with a rough estimate of site works: access, earthworks, retaining walls and utilities

A good lot is not simply the one with the best view. It is the one where the house you want can be permitted, built and lived in without unpleasant surprises. If you are looking at land around Santa Teresa, bring your shortlist and the documents you have; Solera’s team can walk the site with you and give a builder’s view of access, slope and buildable area before you commit.`,
    es: `Casi todo el mundo se enamora de un lote antes de revisar sus papeles. Es lo normal: la vista desde una fila sobre Santa Teresa, o el sonido de las olas entre los árboles, es lo que lo trajo hasta aquí. Pero el lote define muchísimo de su proyecto: qué puede construir, cuánto van a costar la cimentación y el acceso, si va a tener agua y, a veces, si se puede construir del todo. Unas cuantas semanas de revisión cuidadosa antes de firmar pueden ahorrarle años de problemas.

Esta es la lista que repasamos con nuestros clientes, desde la situación legal hasta las preguntas prácticas que se hace un constructor cuando camina el terreno.

**Título, plano catastrado y zona marítimo terrestre**

*Propiedad inscrita y plano catastrado*

En Costa Rica, una propiedad titulada está inscrita en el Registro Nacional con su número de finca y debe tener un plano catastrado inscrito que muestre sus linderos y su área. Su abogado verificará que el vendedor sea el dueño registral; que no haya hipotecas, gravámenes, anotaciones ni juicios pendientes sobre la finca, y que las servidumbres estén inscritas. Después, un topógrafo debe comparar el plano con los mojones en el terreno. En la montaña es fácil equivocarse con los linderos, y las cercas no siempre están donde dice el plano.

*Concesiones en la zona marítimo terrestre*

Los terrenos dentro de los 200 metros desde la línea de pleamar ordinaria están regidos por la Ley sobre la Zona Marítimo Terrestre. Los primeros 50 metros son zona pública: no pueden ser de nadie en particular ni se puede construir en ellos. Los 150 metros restantes, la zona restringida, por lo general no son propiedad titulada: se otorgan en concesión por parte de la municipalidad, por un plazo definido, con un canon anual y, normalmente, solo donde existe un plan regulador costero aprobado. Las concesiones tienen sus propias reglas sobre qué se puede construir, cómo se traspasan y qué participación pueden tener los extranjeros.

Si le ofrecen un lote cerca de la playa a un precio muy atractivo, la primera pregunta es si se trata de una propiedad titulada o de una concesión y, si es concesión, si está debidamente otorgada e inscrita. Desconfíe de los “derechos de posesión” que se venden como si fueran propiedad. Este es un tema para un abogado con experiencia en propiedad costera.

**Acceso, agua y electricidad**

*Camino de acceso y servidumbres*

Revise cómo se llega al lote, en lo legal y en lo físico. ¿Da frente a calle pública o el acceso pasa por una servidumbre sobre un terreno ajeno? ¿Esa servidumbre está inscrita y su ancho permite lo que usted necesita? En lo físico, ¿puede subir por ese camino un camión de concreto, un camión cargado de materiales y una grúa pequeña en pleno invierno? Muchos lotes en pendiente alrededor de Santa Teresa tienen accesos de tierra muy empinados que en marzo están bien y en octubre se vuelven un problema serio. Mejorar o asfaltar un acceso puede ser un rubro importante del presupuesto, y muchas veces se pasa por alto.

*Agua*

El agua es lo que detiene proyectos en esta parte de la costa. Antes de comprar, pida una carta de disponibilidad de agua a la ASADA de la zona o al AyA, según quién dé el servicio. La municipalidad la solicita junto con el permiso de construcción, así que sin carta no hay permiso. En algunas partes de la península las conexiones nuevas son limitadas. Un pozo puede ser una opción, pero requiere permisos de las autoridades nacionales del agua y toma tiempo. No se quede con la palabra del vendedor de que “sí hay agua”; confíe en la carta.

*Electricidad*

Consulte con la empresa que da el servicio eléctrico a qué distancia está la línea más cercana y cuánto costaría llevar la electricidad al lote. Una propiedad a unos cuantos cientos de metros de la red puede necesitar postes nuevos y un transformador, y la extensión puede tardar meses en programarse. Los paneles solares son un excelente complemento aquí, pero la mayoría de los propietarios igual quiere conexión a la red.

**Pendiente, suelo y lo que cuesta construir en el terreno**

Un lote con mucha pendiente puede darle una de las mejores vistas de la costa, y también va a costar más construir en él. La pendiente influye en el movimiento de tierras, los muros de contención, la cimentación, el drenaje, la forma en que llegan los materiales al frente de obra y el tiempo que toma la estructura. Un lote con una zona plana natural cerca del camino sale mucho más barato de construir que uno donde la mejor vista está treinta metros ladera abajo.

Pida, o prevea encargar, un levantamiento topográfico con curvas de nivel e, idealmente, una valoración preliminar del suelo. En el sitio, busque señales de deslizamientos antiguos, rellenos sueltos, quebradas que corren solo en invierno y nacientes. Las quebradas y nacientes tienen además áreas de protección según la Ley Forestal, donde no se puede construir ni limpiar la vegetación. Cortar árboles grandes puede requerir permiso, y en zonas boscosas el área construible puede ser mucho menor que el lote.

**Uso de suelo, plan regulador y cobertura**

Antes de comprar, solicite a la municipalidad (Cóbano) el certificado de uso de suelo de esa propiedad en particular. Ahí se indica para qué está zonificado el terreno, ya sea residencial, turístico, comercial o de protección, y, donde rige un plan regulador, las condiciones que aplican: cobertura máxima de construcción, retiros a los linderos, altura máxima y a veces densidad. Esas cifras definen qué tan grandes pueden ser su casa, sus terrazas y su piscina. Un lote amplio con una cobertura baja puede permitir una huella mucho menor de la que usted imaginaba.

Las reglas de cobertura y retiros cambian entre propiedad titulada y concesión, y de una zona a otra, así que no dé por hecho que las cifras del proyecto del vecino aplican al suyo. Los proyectos de mayor tamaño, y los que están en zonas ambientalmente sensibles, necesitan además la viabilidad ambiental de SETENA, lo que suma tiempo a la etapa de permisos.

**Vista contra viento y salitre**

Los lotes más altos tienen la vista, y también se llevan el viento. Una casa en la cima de una fila recibe ráfagas más fuertes en los meses ventosos del verano, más lluvia de costado en invierno y, cuanto más cerca del mar, más brisa salina. Nada de eso es razón para no construir ahí. Es razón para diseñar pensando en ello: amarres de techo más robustos, ventanería y marcos aptos para esa exposición, herrajes inoxidables o bien protegidos, materiales pensados para ambiente marino y una orientación que aproveche la brisa sin convertir la terraza en un túnel de viento.

Un lote un poco por debajo de la cima, o un poco más retirado de la playa, puede ofrecer casi la misma vista con un microclima más amable y mucho menos mantenimiento a lo largo de los años. Camine el terreno a distintas horas del día y, si puede, en las dos estaciones. Fíjese por dónde se pone el sol, de dónde sopla el viento de la tarde, por dónde corre el agua después de un aguacero y cuánto ruido y polvo llegan desde el camino.

**Lista de revisión antes de comprar**

Repase estos puntos con un abogado y con un constructor antes de firmar, o deje la compra condicionada a ellos:

- estudio registral en el Registro Nacional: dueño, hipotecas, gravámenes, anotaciones y servidumbres
- plano catastrado comparado con los mojones por un topógrafo
- propiedad titulada o concesión y, si es concesión, su estado, plazo y condiciones
- acceso legal y físico, incluido el estado del camino en invierno
- carta de disponibilidad de agua de la ASADA o del AyA
- distancia a la red eléctrica y costo de la conexión
- certificado de uso de suelo de la municipalidad, con cobertura, retiros y altura máxima
- quebradas, nacientes, árboles protegidos o bosque que reduzcan el área construible
- levantamiento topográfico e, idealmente, una valoración preliminar del suelo
- visita de un constructor al sitio con un estimado general de las obras de sitio: acceso, movimiento de tierras, muros de contención y servicios

Un buen lote no es simplemente el de la mejor vista. Es aquel donde la casa que usted quiere puede obtener sus permisos, construirse y habitarse sin sorpresas desagradables. Si está viendo terrenos por Santa Teresa, traiga su lista de opciones y los documentos que tenga; el equipo de Solera puede caminar el sitio con usted y darle la visión de un constructor sobre el acceso, la pendiente y el área construible antes de que se comprometa.`,
  },
};
