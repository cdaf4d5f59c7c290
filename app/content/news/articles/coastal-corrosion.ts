import type { Article } from "../types";

export const article: Article = {
  id: 5,
  slug: "coastal-corrosion",
  type: "article",
  category: "technology",
  date: "2024-12-16",
  image: "news/coastal-corrosion",
  title: {
    en: "Fighting salt corrosion in a coastal villa: what to build and check",
    es: "Cómo proteger una villa costera de la corrosión por salitre",
  },
  excerpt: {
    en: "Salt air reaches rebar, railings, windows and air-conditioning units long before the damage shows. How we build a coastal villa to resist it, and what a buyer should check.",
    es: "El salitre ataca la varilla, las barandas, las ventanas y el aire acondicionado mucho antes de que el daño se vea. Así construimos para resistirlo y esto debe revisar un comprador.",
  },
  body: {
    en: `Anyone who has owned a car in Santa Teresa knows what the sea air does to steel. The same salt that settles on a windscreen overnight works its way into concrete, hinges, railings and air-conditioning coils, and on a house within a few hundred metres of the surf it does so quietly for years before the damage shows. Corrosion is not a reason to avoid the coast, but it has to be designed for from the first drawing, because most of the defences are cheap at the start and expensive or impossible to add later.

This article walks through how we deal with salt on a coastal villa, element by element, and ends with a list of what to look for if you are buying a house that someone else built.

**How salt gets into a building**

Along the Nicoya Peninsula the breaking surf throws a fine mist of seawater into the air, and the onshore wind carries it inland. How far depends on exposure: a house on the first ridge facing the beach takes far more than one behind a band of trees a kilometre back, but in practice everything between the beach and the first hills gets some. The salt lands as a film, absorbs moisture from the humid air and keeps surfaces wet far longer than clean ones. Heat speeds up every reaction involved, and here it is warm all year.

Chlorides are the real problem. In concrete, they travel slowly inward through the pores until they reach the reinforcement. Once enough chloride reaches a bar, the protective layer the cement gives the steel breaks down and the bar starts to rust. Rust takes up several times the volume of the steel it replaces, so it cracks the concrete from inside, which lets more water and salt in. Years later the result is the familiar brown stain, then a crack along the line of a bar, then a piece of concrete that falls off. Engineers call that spalling, and repairing it properly is slow and costly.

**Concrete: the first line of defence**

*Cover*

The thickness of concrete between the steel and the outside surface, the cover, is the single most important detail in a coastal structure. Every extra centimetre adds years before chlorides reach the bar. For elements exposed to the weather near the sea, the structural engineer will normally ask for more cover than an inland house would get; 5 cm or more on exposed beams, columns and slab edges is common, and the exact figure belongs in the structural drawings, not left to the crew. On site, cover depends on spacers, the small plastic or concrete blocks the bars sit on, being placed and tied before every pour. Bars resting directly against the formwork are one of the most common faults we find in older houses.

*A dense mix with a low water-cement ratio*

The second factor is how porous the concrete is. Adding water makes concrete easier to place, and it is the oldest shortcut on any site, but every extra litre leaves behind pores that let chlorides in. For marine exposure the usual target is a water-cement ratio of around 0.40 to 0.45, which means a stronger, denser mix, often with a plasticiser so it still flows into the forms. Ordering ready-mix with a specified strength and ratio, rather than mixing by eye, makes a measurable difference. Good vibration and at least a week of wet curing matter too: concrete that dries out in the sun in its first days never reaches the density it was designed for.

*Protective coatings on concrete*

Exposed concrete and rendered walls facing the sea benefit from a penetrating silane or siloxane sealer, which repels water without changing the look, or from a quality elastomeric paint. Both need renewing every few years, but they slow the entry of salt water considerably.

**Reinforcement: epoxy-coated or galvanised rebar**

Where exposure is high, we use coated reinforcement in the most vulnerable elements: terraces, balconies, pool decks, exterior columns and anything at the edge of a slab.

- Epoxy-coated rebar has a green or purple factory-bonded coating that keeps chlorides off the steel. It works well as long as the coating is intact, so bars must be handled with care, and any nicks from cutting or bending are touched up with a repair compound before the pour.
- Hot-dip galvanised rebar has a zinc coating that protects the steel even where it is slightly scratched, because the zinc corrodes first. It tolerates rough handling on site better than epoxy.
- Tie wire and accessories should match: galvanised bars with galvanised wire, and no bare steel offcuts left inside the formwork.

Coated bar costs more per kilo, but it is used only where it earns its keep, so its effect on the total budget is modest compared with a repair later on.

**Metal that stays outside: railings, fittings and fixings**

Stainless steel is not all the same. The common grade 304 looks fine in a showroom and shows rust spots within months at the beach. For anything exposed to sea air we specify 316 stainless, which contains molybdenum and resists chlorides much better: railings, balustrade posts, cable systems, outdoor showers, door and gate hardware, hinges, screws and anchors. Even 316 can show light brown “tea staining” if it is never washed; a smooth or electropolished finish and a regular rinse with fresh water keep it clean.

A few details that are easy to get wrong:

- Fixings must be at least as corrosion-resistant as the parts they hold. A 316 railing fixed with cheap zinc-plated bolts will fail at the bolts.
- Different metals touching each other in a wet, salty environment corrode faster. Stainless fixed to aluminium needs nylon or neoprene isolating washers.
- Railing posts set into concrete need a sealed, sloped top so water does not pool at the base, where the steel meets the slab.

**Windows, doors and sealing**

Aluminium frames are the standard choice on the coast because aluminium does not rust, but it does corrode if its finish is poor. We look for anodised or powder-coated profiles with a marine-grade finish and a warranty that explicitly covers coastal installations, fitted with stainless hardware, rollers and locks. Cheap frames often hide steel screws inside the profiles that rust and swell the joints.

Sealing matters as much as the frame. The joint between frame and wall is sealed with a flexible, UV-resistant sealant, sills get a drip edge so water does not run back into the wall, and sliding doors need proper drainage in the track. Glass on the seaward side builds up a salt film that needs washing, so when we design large openings we also think about how they will be cleaned.

**Air-conditioning, electrical and equipment**

Outdoor air-conditioning condensers are usually the first thing to fail on a beach house. A standard unit with bare aluminium fins can lose much of its efficiency, and sometimes the whole coil, within a few years. To extend their life:

- Specify units with factory-coated coils for corrosive environments, or have a protective coating applied.
- Place condensers on the side of the house sheltered from the sea breeze, with room for air to flow, rather than on a seaward terrace.
- Rinse the coils gently with fresh water regularly, and have them serviced at least twice a year.

The same thinking applies to exterior lighting (sealed, marine-rated fittings), electrical boxes (plastic rather than steel), pool equipment and solar panel mounts.

**A realistic maintenance schedule**

A coastal house is never maintenance-free, but a simple routine prevents almost all serious damage. As a starting point:

- Monthly: rinse stainless railings, exposed fittings and air-conditioning coils with fresh water, especially in the dry season, when there is no rain to do it for you.
- Every six months: service the air-conditioning units, lubricate window and door hardware, and check the sealant around openings.
- Yearly: inspect concrete edges, terraces and balconies for rust stains or hairline cracks; touch up chipped paint on metal; clean and check gutters and drip edges.
- Every three to five years: renew penetrating sealers and exterior paint on the most exposed walls.

Property managers in Santa Teresa and Montezuma can run this routine while owners are away; what matters is that someone does.

**What a buyer should check**

If you are buying an existing home near the beach, a walk around it with corrosion in mind tells you a lot. Look for:

- Brown streaks, or cracks running in straight lines along beams, column corners, balcony edges and the underside of slabs: a sign that rebar is rusting.
- Missing pieces of concrete with rusty steel showing.
- Railings and fittings with rust spots or pitting, which usually means grade 304 or plain steel.
- Window frames with bubbling paint, stiff sliders and stained screws.
- The age and condition of the air-conditioning condensers, and whether their coils are coated.
- Maintenance records, if there are any.

For a significant purchase, an inspection by a structural engineer is worth the fee: a cover meter and a few simple tests show how deep the steel sits and whether chlorides have already reached it.

If you are planning a new build on the coast, ask your designer and builder how they will handle cover, mix design, reinforcement, metal grades and equipment, and ask to see it written into the drawings and specifications. Solera’s team is happy to walk you through how we detail these points on our own projects.`,
    es: `Cualquiera que haya tenido carro en Santa Teresa sabe lo que el aire del mar le hace al acero. El mismo salitre que amanece sobre el parabrisas se mete en el concreto, las bisagras, las barandas y los serpentines del aire acondicionado, y en una casa a pocos cientos de metros de la playa trabaja en silencio durante años antes de que el daño se vea. La corrosión no es motivo para renunciar a la costa, pero hay que tomarla en cuenta desde los primeros planos: casi todas las defensas son baratas al inicio y caras, o imposibles, de agregar después.

Aquí repasamos, elemento por elemento, cómo enfrentamos el salitre en una villa costera, y al final dejamos una lista para quien va a comprar una casa construida por otros.

**Cómo entra la sal en una edificación**

En la península de Nicoya, las olas al reventar lanzan al aire una brisa fina de agua de mar que el viento lleva tierra adentro. Una casa en la primera loma frente a la playa recibe mucho más que otra a un kilómetro, detrás de los árboles, pero todo lo que está entre la playa y los primeros cerros recibe algo. La sal se deposita como una película, absorbe la humedad del ambiente y mantiene las superficies mojadas mucho más tiempo. El calor acelera todas las reacciones, y aquí hace calor todo el año.

El verdadero problema son los cloruros. En el concreto avanzan poco a poco por los poros hasta llegar a la varilla. Cuando la concentración es suficiente, la capa protectora que el cemento le da al acero se rompe y la varilla empieza a oxidarse. El óxido ocupa varias veces el volumen del acero que reemplaza, así que revienta el concreto desde adentro y le abre camino a más agua y más sal. Años después aparece la mancha café, luego una grieta que sigue la línea de la varilla y finalmente un pedazo de concreto que se desprende. Repararlo bien es lento y caro.

**El concreto: la primera defensa**

*El recubrimiento*

El espesor de concreto entre el acero y la superficie exterior, el recubrimiento, es el detalle más importante de una estructura costera. Cada centímetro adicional le suma años al tiempo que tardan los cloruros en llegar a la varilla. En elementos expuestos cerca del mar, el ingeniero estructural normalmente pide más recubrimiento que en una casa del Valle Central; 5 cm o más en vigas, columnas y bordes de losa expuestos es habitual, y la cifra exacta debe quedar en los planos estructurales, no a criterio de la cuadrilla. En la obra, depende de colocar y amarrar los separadores (dados de concreto o silletas plásticas) antes de cada chorrea. Varillas pegadas a la formaleta son uno de los defectos que más encontramos en casas viejas.

*Una mezcla densa, con baja relación agua-cemento*

El segundo factor es qué tan poroso queda el concreto. Echarle agua a la mezcla para que corra mejor es el atajo más viejo de cualquier obra, pero cada litro de más deja poros por donde entran los cloruros. Para ambiente marino, lo usual es una relación agua-cemento de alrededor de 0,40 a 0,45: una mezcla más resistente y densa, muchas veces con un plastificante para que siga llenando bien la formaleta. Pedir concreto premezclado con resistencia y relación especificadas, en lugar de hacer la mezcla “al ojo”, hace una diferencia real. También cuentan el vibrado y por lo menos una semana de curado húmedo: un concreto que se seca al sol en sus primeros días nunca alcanza la densidad para la que se diseñó.

*Protección superficial*

El concreto expuesto y el repello que dan al mar se benefician de un sellador penetrante de silano o siloxano, que repele el agua sin cambiar el aspecto, o de una buena pintura elastomérica. Hay que renovarlos cada cierto número de años, pero frenan bastante la entrada del agua salada.

**La armadura: varilla epóxica o galvanizada**

Donde la exposición es alta, usamos varilla con recubrimiento en los elementos más vulnerables: terrazas, balcones, bordes de piscina, columnas exteriores y todo lo que quede en el borde de una losa.

- La varilla con recubrimiento epóxico lleva una capa verde o morada, adherida en fábrica, que mantiene los cloruros lejos del acero. Funciona bien mientras la capa esté intacta, así que hay que manipularla con cuidado y retocar con un compuesto de reparación cualquier raspón de corte o doblado antes de chorrear.
- La varilla galvanizada en caliente tiene una capa de zinc que protege el acero aun donde está levemente rayada, porque el zinc se corroe primero. Aguanta mejor que la epóxica el trato rudo de la obra.
- El alambre de amarre y los accesorios deben ser compatibles: varilla galvanizada con alambre galvanizado, y nada de recortes de acero desnudo olvidados dentro de la formaleta.

**El metal a la intemperie: barandas, herrajes y fijaciones**

No todo el acero inoxidable es igual. El grado 304, el más común, se ve perfecto en la sala de exhibición y a los pocos meses en la playa ya tiene puntos de óxido. Para todo lo expuesto al aire del mar especificamos inoxidable 316, que contiene molibdeno y resiste mucho mejor los cloruros: barandas, postes, sistemas de cable, duchas exteriores, herrajes de puertas y portones, bisagras, tornillos y anclajes. Aun el 316 puede mostrar manchas cafés superficiales si nunca se lava; un acabado liso o electropulido y un enjuague frecuente con agua dulce lo mantienen limpio.

Algunos detalles en los que es fácil equivocarse:

- Las fijaciones deben resistir la corrosión por lo menos tanto como las piezas que sostienen. Una baranda de 316 con pernos cincados baratos va a fallar por los pernos.
- Dos metales distintos en contacto, en un ambiente húmedo y salino, se corroen más rápido. El inoxidable fijado a aluminio necesita arandelas aislantes de nylon o neopreno.
- Los postes de baranda anclados en concreto necesitan un remate sellado y con pendiente, para que el agua no se empoce donde el acero entra en la losa.

**Ventanería, puertas y sellos**

La perfilería de aluminio es la opción estándar en la costa porque el aluminio no se herrumbra, pero sí se corroe si el acabado es malo. Buscamos perfiles anodizados o con pintura en polvo de grado marino, con una garantía que cubra expresamente instalaciones costeras, y con herrajes, rodines y cerraduras de inoxidable. La ventanería barata muchas veces esconde tornillos de acero dentro de los perfiles, que se oxidan e hinchan las uniones.

El sellado pesa tanto como el marco. La junta entre marco y pared se sella con un sellador flexible y resistente a los rayos UV, los antepechos llevan botaguas para que el agua no se devuelva hacia la pared y las puertas corredizas necesitan buen drenaje en el riel. El vidrio del lado del mar acumula una capa de sal que hay que lavar, así que al diseñar ventanales grandes pensamos también en cómo se van a limpiar.

**Aire acondicionado, electricidad y equipos**

Las condensadoras del aire acondicionado suelen ser lo primero que falla en una casa de playa. Un equipo estándar con aletas de aluminio sin protección puede perder buena parte de su eficiencia, y a veces el serpentín completo, en pocos años. Para alargarles la vida:

- Especifique equipos con serpentín recubierto de fábrica para ambientes corrosivos, o aplíqueles un recubrimiento protector.
- Ubique las condensadoras en el costado de la casa protegido de la brisa marina, con espacio para que circule el aire, y no en una terraza de frente al mar.
- Enjuague los serpentines con agua dulce y poca presión con regularidad, y deles mantenimiento por lo menos dos veces al año.

**Un programa de mantenimiento realista**

Ninguna casa en la costa está libre de mantenimiento, pero una rutina sencilla evita casi todos los daños serios. Como punto de partida:

- Cada mes: enjuagar con agua dulce las barandas, los herrajes expuestos y los serpentines del aire acondicionado, sobre todo en verano, cuando no hay lluvia que lo haga.
- Cada seis meses: dar mantenimiento a los equipos de aire acondicionado, lubricar los herrajes de puertas y ventanas y revisar los sellos alrededor de los vanos.
- Cada año: revisar bordes de concreto, terrazas y balcones en busca de manchas de óxido o fisuras finas; retocar la pintura del metal; limpiar y revisar canoas y botaguas.
- Cada tres a cinco años: renovar los selladores penetrantes y la pintura exterior de las paredes más expuestas.

En Santa Teresa y Montezuma hay administradores de propiedades que pueden llevar esta rutina mientras los dueños están fuera; lo importante es que alguien la cumpla.

**Qué debe revisar un comprador**

Si va a comprar una casa cerca de la playa, recorrerla pensando en la corrosión dice mucho. Fíjese en:

- Manchas cafés o grietas rectas a lo largo de vigas, esquinas de columnas, bordes de balcones y la cara inferior de las losas: señal de que la varilla se está oxidando.
- Pedazos de concreto desprendidos, con acero oxidado a la vista.
- Barandas y herrajes con puntos de óxido o picaduras, que casi siempre indican acero 304 o acero común.
- Marcos de ventanas con la pintura ampollada, corredizas duras y tornillos manchados.
- La edad y el estado de las condensadoras, y si sus serpentines tienen recubrimiento.
- Registros de mantenimiento, si existen.

En una compra importante, vale la pena pagar la inspección de un ingeniero estructural: unas pocas pruebas muestran a qué profundidad está el acero y si los cloruros ya llegaron a él.

Si está planeando construir en la costa, pregúntele a su diseñador y a su constructor cómo van a resolver el recubrimiento, el diseño de la mezcla, la varilla, los grados de metal y los equipos, y pida que todo quede escrito en los planos y las especificaciones. Con gusto el equipo de Solera le explica cómo resolvemos estos detalles en nuestros propios proyectos.`,
  },
};
