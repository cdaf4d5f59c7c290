import type { Article } from "../types";

export const article: Article = {
  id: 9,
  slug: "sustainable-materials",
  type: "article",
  category: "sustainability",
  date: "2024-12-12",
  image: "news/sustainable-materials",
  title: {
    en: "Sustainable materials for a tropical villa on the Nicoya Peninsula",
    es: "Materiales sostenibles para una villa tropical en la península de Nicoya",
  },
  excerpt: {
    en: "Plantation teak, treated bamboo, leaner concrete and clay: what actually works in Santa Teresa’s salt air and rain, and why shade and breeze come before any material.",
    es: "Teca de plantación, bambú tratado, concreto mejor usado y barro: lo que de verdad funciona con la brisa salina y las lluvias de Santa Teresa, y por qué la sombra va primero.",
  },
  body: {
    en: `A sustainable house in the tropics is not the one with the longest list of green products. It is the one that stays cool without much help, keeps its structure sound through decades of salt air and rain, and does not need its decking, windows or paint replaced every few years. On the Nicoya Peninsula, where almost everything arrives by truck over long roads or by ferry across the gulf, that last point matters as much as where a material comes from.

This article goes through the materials we use and recommend for villas around Santa Teresa and Montezuma: what each one is good for, where each one fails, and what is realistic to source here.

**Start with shade and breeze**

The most sustainable material on a tropical site is the air that already moves across it. Before choosing a single board or tile, the design should make the house comfortable with as little air conditioning as possible, because in a villa cooling usually dwarfs everything else on the electricity bill.

In practice that means:

- Orienting the main rooms to catch the prevailing breeze and opening them on two sides so air can cross
- Deep roof overhangs and covered terraces that keep the midday and afternoon sun off walls and glass
- Keeping large windows away from the west, or shading them with screens, pergolas or planting
- High ceilings and vents near the ridge so hot air can rise and escape
- Ceiling fans in every room, which make a space feel several degrees cooler for a fraction of the energy of air conditioning

A house designed this way can keep the air conditioning for bedrooms at night and the hottest weeks of the dry season. Every material decision after that is easier, because the building is not fighting the climate.

**Timber: plantation teak and certified local wood**

Costa Rica has large teak plantations, many of them in Guanacaste and on the peninsula itself, so teak is one of the few premium materials that can come from close by. Plantation teak is a good choice for decking, pergolas, doors, shutters and furniture, provided you are specific about what you buy.

*Heartwood, dried, with papers*

Teak from young plantations contains a lot of pale sapwood, which is far less durable than the darker heartwood and will be attacked by insects and rot outdoors. For exterior work we specify heartwood, properly dried, and we ask the supplier for the origin documents that Costa Rican law requires for transporting wood. Where a supplier also offers FSC or equivalent certification, better still. Wood that arrives wet will move, crack and open its joints within the first dry season.

*Other local species*

Beyond teak, plantation-grown species such as melina and pochote are useful for interior carpentry and ceilings, at a lower price. We avoid native hardwoods of unclear origin. Felling native trees is controlled by the environmental authorities, and a cheap load of beautiful wood with no paperwork is a risk for the owner as well as for the forest.

On the coast, even good timber needs a sensible detail: raised off the concrete so it can dry, fixed with stainless steel, and oiled on a schedule. Left untreated, teak weathers to a silver grey, which many owners like and which costs nothing to maintain.

**Bamboo: beautiful, fast-growing and unforgiving**

Bamboo grows in a few years rather than decades, and Costa Rica has growers of structural species such as guadua. It makes striking roofs, pergolas, ceilings and screens. It is also the material that punishes shortcuts most.

Untreated bamboo is food for boring beetles and can be riddled with holes within a couple of years. Any bamboo we use has been treated, usually with borate salts, and dried before it arrives on site. Ask for proof of treatment; do not accept “it was cut at the right moon” as a substitute.

The other rule is the old one: bamboo needs good boots and a good hat. It should sit on a concrete or stone base well above the ground and the splash zone, and be protected from driving rain by a generous roof. Inside a covered terrace or as a ceiling, it lasts for decades. Exposed to sun and rain, it does not. For structural bamboo, the engineer designs the joints; it is not a material to improvise with.

**Concrete and steel: use less, make it last**

Most villas on the peninsula need concrete for foundations, slabs and retaining walls, especially on steep lots. Cement is carbon-intensive, so the sustainable approach is not to avoid concrete but to use less of it and make sure it never has to be rebuilt.

- Structural design that sizes each element correctly instead of over-pouring “to be safe”
- Blended cements with mineral additions, which Costa Rican producers sell and which carry a lower carbon footprint than pure Portland cement
- Accurate formwork, so that each pour uses the concrete it needs and nothing more
- Enough concrete cover over the rebar and a mix with little water, so that salt air cannot reach the steel and rust it

That last point is where sustainability and durability meet. A coastal slab with thin cover or a wet, weak mix will start to crack and stain within a decade as the steel corrodes, and the repair means breaking out concrete, replacing steel and pouring again. Getting it right the first time is the lowest-carbon option there is.

**Clay, terracotta and lime**

Fired clay is one of the oldest materials in the tropics for good reason. Clay roof tiles shed heavy rain and keep a roof cooler than bare metal sheeting. Terracotta floor tiles feel cool underfoot, age well and can be repaired piece by piece. Clay blocks and bricks give walls mass that evens out the difference between day and night.

Lime-based renders and paints are worth considering over cement render and acrylic paint in some rooms. They let walls breathe, which helps with the damp of the rainy season, and they resist mould better than many modern finishes. They need an experienced hand to apply, so we use them selectively, where the benefit is clear.

Not every clay product suits a coastal roof. Cheap tiles absorb water, grow moss and crack. Choose well-fired, low-absorption products, and check how they are fixed against strong winds.

**Finishes that do not need replacing**

The greenest finish is the one you do not replace in ten years. Salt, sun and humidity are hard on everything near the Pacific, so we choose finishes for lifespan first.

*Metals*

Marine-grade stainless steel (316) for railings, fixings and hardware; not 304, and certainly not plain or galvanised steel in exposed places. Anodised or powder-coated aluminium for windows and doors, with stainless fixings so that different metals do not corrode each other.

*Surfaces*

Porcelain tile, natural stone and polished concrete on floors; solid surfaces for countertops. They clean easily and survive sand and wet feet for decades.

*Paint and sealants*

Mineral or high-quality exterior paints, applied on a properly prepared and cured surface, last far longer than cheap paint on fresh render. Good sealants around windows prevent the slow leaks that rot frames from the inside.

**What is realistic on the peninsula**

Building sustainably here is a matter of judgement, not a checklist. Some certified products are simply not stocked in Costa Rica, and importing them can cost more carbon and more money than a good local alternative. Materials for Santa Teresa and Montezuma come from the Central Valley or Guanacaste, sometimes via the Paquera ferry, and in the rainy season rough roads can delay a truck by days. We order timber, bamboo and tiles early, store them dry and off the ground on site, and keep a local alternative in mind for each.

The biggest gains are usually the least visible: a well-oriented plan, generous overhangs, durable concrete and fixings that will not rust. Solar panels and rainwater harvesting add to that, but they do not make up for a house that is hot and falls apart.

If you are planning a villa, ask your design team three questions: how will the house stay cool without air conditioning, where will each main material come from, and what maintenance will it need over twenty years? Solera’s team can go through the answers for your lot with you, and show you homes where these choices have already been tested by several rainy seasons.`,
    es: `Una casa sostenible en el trópico no es la que acumula más productos con etiqueta verde. Es la que se mantiene fresca sin mucha ayuda, conserva su estructura sana durante décadas de brisa salina y aguaceros, y no obliga a cambiar el deck, las ventanas o la pintura cada pocos años. En la península de Nicoya, donde casi todo llega en camión por carreteras largas o en el ferry desde Puntarenas, ese último punto pesa tanto como el origen de cada material.

Aquí repasamos los materiales que usamos y recomendamos para villas en Santa Teresa y Montezuma: para qué sirve cada uno, dónde falla y qué es realista conseguir en la zona.

**Primero, sombra y brisa**

El material más sostenible de un lote tropical es el aire que ya corre por él. Antes de escoger una sola tabla o un solo piso, el diseño debe lograr que la casa sea cómoda con el mínimo de aire acondicionado, porque en una villa la climatización suele ser, por mucho, el mayor gasto de electricidad.

En la práctica, eso significa:

- Orientar los espacios principales hacia la brisa predominante y abrirlos por dos lados para que el aire cruce
- Aleros profundos y terrazas techadas que protejan paredes y vidrios del sol del mediodía y de la tarde
- Evitar grandes ventanales hacia el oeste, o protegerlos con celosías, pérgolas o vegetación
- Techos altos y ventilación en la cumbrera para que el aire caliente suba y salga
- Abanicos de techo en cada espacio, que bajan la sensación térmica varios grados con una fracción de la energía de un aire acondicionado

Una casa pensada así puede reservar el aire acondicionado para los dormitorios de noche y para las semanas más calientes del verano. Todas las decisiones posteriores se facilitan, porque el edificio no está peleando contra el clima.

**Madera: teca de plantación y madera local certificada**

Costa Rica tiene grandes plantaciones de teca, muchas en Guanacaste y en la misma península, así que la teca es uno de los pocos materiales de alta gama que pueden venir de cerca. La teca de plantación funciona muy bien en decks, pérgolas, puertas, celosías y muebles, siempre que se especifique bien lo que se compra.

*Duramen, seca y con papeles*

La teca de plantaciones jóvenes trae mucha albura, la parte clara del tronco, que es bastante menos durable que el duramen oscuro y que en exteriores termina atacada por insectos y pudrición. Para exteriores especificamos duramen bien secado, y le pedimos al proveedor los documentos de origen que la ley exige para transportar madera. Si además cuenta con certificación FSC o equivalente, mejor. La madera que llega húmeda se mueve, se raja y abre las uniones en el primer verano.

*Otras especies locales*

Además de la teca, especies de plantación como la melina y el pochote sirven para carpintería interior y cielos rasos, a menor precio. Evitamos las maderas nativas de origen dudoso. La corta de árboles nativos está controlada por las autoridades ambientales, y una carga barata de madera preciosa sin papeles es un riesgo para el propietario y para el bosque.

En la costa, incluso la buena madera necesita un buen detalle: separada del concreto para que pueda secarse, fijada con acero inoxidable y aceitada con regularidad. Sin tratamiento, la teca toma un tono gris plateado que a muchos propietarios les gusta y que no cuesta nada mantener.

**Bambú: bello, rápido y poco tolerante**

El bambú crece en pocos años y no en décadas, y en Costa Rica hay productores de especies estructurales como la guadua. Con él se hacen techos, pérgolas, cielos y celosías muy atractivos. También es el material que más castiga los atajos.

El bambú sin tratar es alimento para insectos barrenadores y en un par de años puede quedar lleno de agujeros. Todo el bambú que usamos llega tratado, normalmente con sales de boro, y seco. Pida prueba del tratamiento; no acepte un «se cortó en la luna correcta» como sustituto.

La otra regla es la de siempre: el bambú necesita buenas botas y un buen sombrero. Debe apoyarse sobre una base de concreto o piedra bien por encima del suelo y de la zona de salpique, y quedar protegido de la lluvia inclinada por un techo generoso. Dentro de una terraza techada o como cielo raso, dura décadas. Expuesto al sol y al agua, no. En bambú estructural, las uniones las diseña el ingeniero; no es un material para improvisar.

**Concreto y acero: usar menos, que dure más**

La mayoría de las villas de la península necesitan concreto para fundaciones, losas y muros de retención, sobre todo en lotes con mucha pendiente. El cemento tiene una huella de carbono alta, así que lo sostenible no es evitar el concreto, sino usar menos y asegurarse de que nunca haya que rehacerlo.

- Un diseño estructural que dimensione bien cada elemento, en lugar de chorrear de más «por si acaso»
- Cementos con adiciones minerales, que ofrecen los productores nacionales y que tienen menor huella que el cemento Portland puro
- Formaleta precisa, para que cada chorrea use el concreto necesario y nada más
- Recubrimiento suficiente sobre la varilla y una mezcla con poca agua, para que la sal no llegue al acero ni lo oxide

Ese último punto es donde se juntan sostenibilidad y durabilidad. Una losa costera con poco recubrimiento o una mezcla aguada y débil empieza a rajarse y a mancharse en menos de diez años, a medida que el acero se corroe, y repararla implica picar concreto, cambiar varilla y volver a chorrear. Hacerlo bien la primera vez es la opción con menos carbono que existe.

**Barro, terracota y cal**

El barro cocido es uno de los materiales más antiguos del trópico, y con razón. La teja de barro desagua bien los aguaceros y mantiene el techo más fresco que una lámina de metal expuesta. Los pisos de terracota son frescos al pie, envejecen con dignidad y se pueden reparar pieza por pieza. Los bloques y ladrillos de barro dan a las paredes una masa que suaviza la diferencia entre el día y la noche.

En algunos espacios vale la pena considerar repellos y pinturas a base de cal en lugar de repello de cemento y pintura acrílica. Dejan respirar la pared, lo que ayuda con la humedad del invierno, y resisten el moho mejor que muchos acabados modernos. Requieren mano de obra con experiencia, por eso los usamos de forma selectiva, donde el beneficio es claro.

No todo producto de barro sirve en un techo costero. Las tejas baratas absorben agua, crían musgo y se quiebran. Elija piezas bien cocidas y de baja absorción, y revise cómo se fijan ante vientos fuertes.

**Acabados que no hay que reemplazar**

El acabado más ecológico es el que no se cambia en diez años. La sal, el sol y la humedad castigan todo lo que está cerca del Pacífico, así que elegimos los acabados primero por su vida útil.

*Metales*

Acero inoxidable de grado marino (316) en barandas, fijaciones y herrajes; no 304, y mucho menos acero negro o galvanizado en lugares expuestos. Aluminio anodizado o con pintura en polvo para puertas y ventanas, con tornillería inoxidable para que los metales distintos no se corroan entre sí.

*Superficies*

Porcelanato, piedra natural y concreto pulido en pisos; superficies sólidas en los sobres. Se limpian con facilidad y aguantan arena y pies mojados durante décadas.

*Pinturas y selladores*

Las pinturas minerales o las de exterior de buena calidad, aplicadas sobre un repello bien preparado y curado, duran mucho más que una pintura barata sobre repello fresco. Un buen sellador alrededor de las ventanas evita las filtraciones lentas que pudren los marcos desde adentro.

**Qué es realista en la península**

Construir de forma sostenible aquí es cuestión de criterio, no de una lista de requisitos. Algunos productos certificados simplemente no se venden en Costa Rica, e importarlos puede costar más carbono y más dinero que una buena alternativa local. Los materiales que llegan a Santa Teresa y Montezuma vienen del Valle Central o de Guanacaste, a veces por el ferry de Paquera, y en invierno los caminos en mal estado pueden atrasar un camión varios días. Por eso pedimos con anticipación la madera, el bambú y los pisos, los guardamos secos y levantados del suelo en la obra, y tenemos una alternativa local para cada uno.

Las mayores ganancias suelen ser las menos visibles: una planta bien orientada, aleros generosos, un concreto durable y fijaciones que no se oxidan. Los paneles solares y la cosecha de agua de lluvia suman, pero no compensan una casa calurosa que se deteriora.

Si está planeando una villa, hágale tres preguntas a su equipo de diseño: ¿cómo se mantendrá fresca la casa sin aire acondicionado?, ¿de dónde vendrá cada material principal? y ¿qué mantenimiento necesitará en veinte años? El equipo de Solera puede repasar esas respuestas con usted para su lote y mostrarle casas donde estas decisiones ya han pasado por varios inviernos.`,
  },
};
